/// The prompt: `APP[ARCH] path/of/titles> `, e.g. `pokedesk[mvvm] pokemons/Pika/race> `;
/// without an architecture label, `APP path> `.
public enum Prompt {
    public static func text(appName: String, architecture: String?, path: [String]) -> String {
        let label = architecture.map { "\(appName)[\($0)]" } ?? appName
        let location = path.joined(separator: "/")
        return location.isEmpty ? "\(label)> " : "\(label) \(location)> "
    }
}
