/// A language's plural rule, as a gettext catalog's `Plural-Forms` header gives it:
/// `nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`. The core cannot call `ngettext`
/// (it calls no locale API), so the shell hands it this header and the core evaluates the
/// expression itself (ARCHITECTURE.md, "Translations").
///
/// The expression is C's subset that gettext accepts: integer literals, `n`, parentheses,
/// unary `!` and `-`, `* / %`, `+ -`, comparisons, `== !=`, `&&`, `||` and `?:`, with C's
/// precedence. It is compiled to postfix and evaluated without recursion, so a long
/// expression costs memory, never stack; nesting is capped when it is parsed.
package struct PluralRule: Sendable, Equatable {
    /// Why a header or expression was refused, with where in it.
    package struct Failure: Error, Sendable, Equatable {
        package var reason: String
    }

    /// How many forms the language has (`nplurals`), at least 1.
    package let count: Int
    private let program: [PluralOperation]

    /// English and every language without a header: one form for 1, another for the rest.
    package static let english = PluralRule(count: 2, program: [.n, .literal(1), .binary(.notEqual)])

    /// Deeper nesting than this (parentheses, unary operators, `?:` inside `?:`) is refused:
    /// real rules nest a handful of levels, and a hostile one must not exhaust the stack.
    package static let deepestNesting = 64

    private init(count: Int, program: [PluralOperation]) {
        self.count = count
        self.program = program
    }

    /// Parses a `Plural-Forms` value: `nplurals=N; plural=EXPRESSION;`, in either order.
    package init(header: String) throws(Failure) {
        var count: Int?
        var expression: String?
        for part in header.split(separator: ";") {
            let field = part.trimmingWhitespaceAndNewlines()
            guard let equals = field.firstIndex(of: "=") else {
                if field.isEmpty { continue }
                throw Failure(reason: "\"\(field)\" is not name=value")
            }
            let name = field[..<equals].trimmingWhitespace()
            let value = String(field[field.index(after: equals)...])
            switch name {
            case "nplurals":
                let digits = value.trimmingWhitespace()
                guard let number = Int(digits), number >= 1, number <= 1000 else {
                    throw Failure(reason: "nplurals \"\(digits)\" is not a number from 1 to 1000")
                }
                count = number
            case "plural": expression = value
            default: continue
            }
        }
        guard let count else { throw Failure(reason: "no nplurals") }
        guard let expression else { throw Failure(reason: "no plural expression") }
        try self.init(count: count, expression: expression)
    }

    /// A rule of `count` forms chosen by `expression` (the part after `plural=`).
    package init(count: Int, expression: String) throws(Failure) {
        guard count >= 1 else { throw Failure(reason: "nplurals must be at least 1") }
        var parser = PluralParser(Array(expression.unicodeScalars))
        self.init(count: count, program: try parser.parseAll())
    }

    /// The form for `n` things, from 0 to `count - 1`. An expression that gives a form out of
    /// range gives the first, as gettext does.
    package func form(for n: Int) -> Int {
        let value = evaluate(n)
        return value >= 0 && value < count ? value : 0
    }

    /// The expression's value for `n`, as C would compute it but without a trap: arithmetic
    /// wraps, and division or remainder by zero gives 0.
    package func evaluate(_ n: Int) -> Int {
        var stack: [Int] = []
        stack.reserveCapacity(16)
        for operation in program {
            switch operation {
            case .literal(let value): stack.append(value)
            case .n: stack.append(n)
            case .not: stack.append(stack.removeLast() == 0 ? 1 : 0)
            case .negate: stack.append(0 &- stack.removeLast())
            case .binary(let op):
                let right = stack.removeLast()
                let left = stack.removeLast()
                stack.append(op.apply(left, right))
            case .choose:
                // No operand has an effect or can trap, so both branches were computed.
                let otherwise = stack.removeLast()
                let then = stack.removeLast()
                stack.append(stack.removeLast() != 0 ? then : otherwise)
            }
        }
        return stack.last ?? 0
    }
}

/// One step of a compiled expression, in postfix order.
enum PluralOperation: Sendable, Equatable {
    case literal(Int)
    case n
    case not
    case negate
    case binary(PluralOperator)
    /// `condition ? then : otherwise`, the three on the stack in that order.
    case choose
}

enum PluralOperator: Sendable, Equatable {
    case multiply, divide, remainder, add, subtract
    case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual, and, or

    func apply(_ left: Int, _ right: Int) -> Int {
        switch self {
        case .multiply: return left &* right
        // Int.min / -1 overflows and traps, so -1 negates (wrapping) rather than divides.
        case .divide: return right == 0 ? 0 : right == -1 ? 0 &- left : left / right
        case .remainder: return right == 0 || right == -1 ? 0 : left % right
        case .add: return left &+ right
        case .subtract: return left &- right
        case .less: return left < right ? 1 : 0
        case .lessOrEqual: return left <= right ? 1 : 0
        case .greater: return left > right ? 1 : 0
        case .greaterOrEqual: return left >= right ? 1 : 0
        case .equal: return left == right ? 1 : 0
        case .notEqual: return left != right ? 1 : 0
        case .and: return left != 0 && right != 0 ? 1 : 0
        case .or: return left != 0 || right != 0 ? 1 : 0
        }
    }
}
