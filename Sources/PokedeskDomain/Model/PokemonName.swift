// MARK: - Validated name

/// A pokemon name that has passed the spec's rules: trimmed of surrounding white space,
/// 1 to 40 characters (user-perceived characters, so "é" and "👍🏽" count as one), and free of
/// control characters, which would corrupt every table the name is printed in.
public struct PokemonName: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 40

    public let value: String

    public init(validating raw: String) throws(NameProblem) {
        let trimmed = raw.trimmingWhitespace()
        if trimmed.isEmpty { throw .empty }
        for (index, character) in trimmed.enumerated() {
            if let scalar = character.unicodeScalars.first(where: \.isControlCharacter) {
                throw .controlCharacter(scalar: scalar.value, position: index + 1)
            }
        }
        if trimmed.count > Self.maximumLength { throw .tooLong(length: trimmed.count) }
        value = trimmed
    }

    public var description: String { value }
}

// MARK: - Problems

/// Why a name was refused, phrased for the person who typed it.
public enum NameProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(length: Int)
    case controlCharacter(scalar: UInt32, position: Int)

    public var description: String {
        switch self {
        case .empty:
            return Phrases.text("name.empty")
        case .tooLong(let length):
            return Phrases.text("name.tooLong", String(PokemonName.maximumLength), String(length))
        case .controlCharacter(let scalar, let position):
            let code = String(scalar, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            return Phrases.text("name.controlCharacter", padded, String(position))
        }
    }
}

// MARK: - Helpers

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, and the line and paragraph separators that also break a table row.
    var isControlCharacter: Bool {
        properties.generalCategory == .control || value == 0x2028 || value == 0x2029
    }
}

extension String {
    /// Drops white space and newlines at both ends (Foundation-free so the domain stays light).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
