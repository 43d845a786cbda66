/// A pure function from a line and a cursor (in characters) to a completion, so that it can be
/// tested without a terminal. The line editor calls it on Tab.
public struct Completer {
    private let body: (CompletionRequest) -> Completion

    public init(_ body: @escaping (CompletionRequest) -> Completion) {
        self.body = body
    }

    public func complete(line: String, cursor: Int) -> Completion {
        body(CompletionRequest(line: line, cursor: cursor))
    }

    /// Completes nothing.
    public static var disabled: Completer { Completer { Completion.none(at: $0.cursor) } }

    /// Completes the first word from the commands' names and aliases (and `shortcutNames`, names
    /// that stand for a command), and each later word from the candidate source of the argument
    /// at that position (see `ArgumentSpec`), keeping the candidates `matcher` accepts for what
    /// is typed.
    public static func commands(
        _ commands: [CommandSpec],
        shortcutNames: ShortcutNames? = nil,
        matcher: CompletionMatcher = .caseInsensitivePrefix
    )
        -> Completer
    {
        Completer { request in
            var source: CandidateSource?
            let candidates: [String]
            if let commandWord = request.words.first {
                let arguments = Array(request.words.dropFirst())
                source = commands.first { $0.isNamed(commandWord) }?.argument(at: arguments.count)?.candidates
                candidates = source?.candidates(after: arguments) ?? []
            } else {
                candidates = commands.flatMap(\.names) + (shortcutNames?.candidates.candidates(after: []) ?? [])
            }
            return Completion(
                candidates: candidates.filter { matcher.matches($0, typed: request.partial) },
                for: request,
                quoted: source?.quotesValues ?? false
            )
        }
    }
}
