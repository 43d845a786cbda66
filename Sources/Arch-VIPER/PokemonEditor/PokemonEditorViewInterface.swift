// MARK: - What the presenter tells the editor view

protocol PokemonEditorViewInterface: MessageViewInterface {
    /// The editor's part of the prompt's path: the pokemon's name.
    func setTitle(_ title: String)
    /// The pokemon's fields, one `Label  value` line each.
    func showDetails(_ lines: [String])
}
