// MARK: - Errors of the model

/// A model that asks for something the engine cannot give it: a fetch request template that
/// does not fit the model, or one that is not there; one line that names what is at fault.
public struct ModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, on one line.
    public let message: String

    /// A refusal saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
