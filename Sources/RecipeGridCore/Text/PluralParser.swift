/// Compiles a `Plural-Forms` expression to postfix (`PluralRule`): a scanner over Unicode
/// scalars and a recursive descent whose depth is counted, so that nesting past
/// `PluralRule.deepestNesting` is refused rather than run off the stack. Binary operators
/// are read by precedence climbing in a loop, so a long flat expression does not recurse.
struct PluralParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0
    private var output: [PluralOperation] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func parseAll() throws(PluralRule.Failure) -> [PluralOperation] {
        try conditional()
        skipSpace()
        guard position == scalars.count else { throw failure("unexpected \"\(scalars[position])\"") }
        return output
    }

    /// `condition ? then : otherwise`, right-associative, or a binary expression.
    private mutating func conditional() throws(PluralRule.Failure) {
        try enter()
        defer { depth -= 1 }
        try binary(atLeast: 1)
        guard take("?") else { return }
        try conditional()
        guard take(":") else { throw failure(position < scalars.count ? "expected \":\"" : "the expression ends before \":\"") }
        try conditional()
        output.append(.choose)
    }

    /// Operators binding at least as tightly as `atLeast`, left to right.
    private mutating func binary(atLeast minimum: Int) throws(PluralRule.Failure) {
        try unary()
        while let (op, precedence, length) = nextOperator(), precedence >= minimum {
            position += length
            try binary(atLeast: precedence + 1)
            output.append(.binary(op))
        }
    }

    private mutating func unary() throws(PluralRule.Failure) {
        if take("!") {
            try enter()
            defer { depth -= 1 }
            try unary()
            output.append(.not)
        } else if take("-") {
            try enter()
            defer { depth -= 1 }
            try unary()
            output.append(.negate)
        } else {
            try primary()
        }
    }

    private mutating func primary() throws(PluralRule.Failure) {
        skipSpace()
        guard position < scalars.count else { throw failure("the expression ends where a value should be") }
        let scalar = scalars[position]
        if scalar == "n" {
            position += 1
            output.append(.n)
        } else if scalar == "(" {
            position += 1
            try conditional()
            guard take(")") else { throw failure("\"(\" is not closed") }
        } else if let digit = Self.digit(scalar) {
            var value = digit
            position += 1
            while position < scalars.count, let next = Self.digit(scalars[position]) {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(next)
                guard !overflow1 && !overflow2 else { throw failure("a number too large") }
                value = sum
                position += 1
            }
            output.append(.literal(value))
        } else {
            throw failure("unexpected \"\(scalar)\" where a value should be")
        }
    }

    /// The binary operator at the cursor, its precedence (C's: `||` lowest) and length.
    private mutating func nextOperator() -> (PluralOperator, Int, Int)? {
        skipSpace()
        guard position < scalars.count else { return nil }
        let first = scalars[position]
        let second = position + 1 < scalars.count ? scalars[position + 1] : " "
        switch (first, second) {
        case ("|", "|"): return (.or, 1, 2)
        case ("&", "&"): return (.and, 2, 2)
        case ("=", "="): return (.equal, 3, 2)
        case ("!", "="): return (.notEqual, 3, 2)
        case ("<", "="): return (.lessOrEqual, 4, 2)
        case (">", "="): return (.greaterOrEqual, 4, 2)
        case ("<", _): return (.less, 4, 1)
        case (">", _): return (.greater, 4, 1)
        case ("+", _): return (.add, 5, 1)
        case ("-", _): return (.subtract, 5, 1)
        case ("*", _): return (.multiply, 6, 1)
        case ("/", _): return (.divide, 6, 1)
        case ("%", _): return (.remainder, 6, 1)
        default: return nil
        }
    }

    private mutating func enter() throws(PluralRule.Failure) {
        depth += 1
        guard depth <= PluralRule.deepestNesting else {
            throw failure("nested more than \(PluralRule.deepestNesting) deep")
        }
    }

    /// Skips spaces, then takes `scalar` if it is next.
    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        skipSpace()
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while position < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[position]) { position += 1 }
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        scalar >= "0" && scalar <= "9" ? Int(scalar.value - 48) : nil
    }

    private func failure(_ reason: String) -> PluralRule.Failure {
        PluralRule.Failure(reason: "\(reason) (at character \(position + 1))")
    }
}
