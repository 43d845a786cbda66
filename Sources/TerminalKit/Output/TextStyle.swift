/// An ANSI SGR style. Applying one never changes the display width of the text.
public struct TextStyle: Sendable, Hashable {
    /// The SGR parameters, e.g. `[1, 31]` for bold red.
    public let codes: [Int]

    public init(codes: [Int]) {
        self.codes = codes
    }

    public static let bold = TextStyle(codes: [1])
    public static let dim = TextStyle(codes: [2])
    public static let underline = TextStyle(codes: [4])
    public static let red = TextStyle(codes: [31])
    public static let green = TextStyle(codes: [32])
    public static let yellow = TextStyle(codes: [33])
    public static let blue = TextStyle(codes: [34])
    public static let cyan = TextStyle(codes: [36])

    public func combined(with other: TextStyle) -> TextStyle {
        TextStyle(codes: codes + other.codes)
    }

    /// The text wrapped in this style's escape sequence and a reset, unconditionally.
    public func wrap(_ text: String) -> String {
        guard !codes.isEmpty, !text.isEmpty else { return text }
        let parameters = codes.map(String.init).joined(separator: ";")
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}

/// Applies styles only when colour is allowed, so callers style unconditionally and the plain
/// output stays byte-for-byte free of escape sequences.
public struct Styler: Sendable, Equatable {
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public static let plain = Styler(isEnabled: false)
    public static let color = Styler(isEnabled: true)

    public func callAsFunction(_ text: String, _ style: TextStyle?) -> String {
        guard isEnabled, let style else { return text }
        return style.wrap(text)
    }
}
