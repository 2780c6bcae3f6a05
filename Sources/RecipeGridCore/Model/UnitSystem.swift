/// The units the detail shows amounts in; the trace prints the raw value.
enum UnitSystem: String, Sendable, Equatable, CaseIterable {
    /// The recipe's own units, scaled and tidied but never converted.
    case written
    /// Millilitres and litres, grams and kilograms, degrees Celsius.
    case metric
    /// Teaspoons, tablespoons and cups, ounces and pounds, degrees Fahrenheit.
    case us

    /// The system the units control moves to: As Written, then Metric, then US, then As Written again.
    var next: UnitSystem {
        switch self {
        case .written: .metric
        case .metric: .us
        case .us: .written
        }
    }

    /// The name the control shows.
    var title: String {
        switch self {
        case .written: tr("As Written")
        case .metric: tr("Metric")
        case .us: tr("US")
        }
    }
}
