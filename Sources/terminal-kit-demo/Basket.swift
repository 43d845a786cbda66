/// The demo's model: fruits in a basket, kept sorted, and a favourite colour.
final class Basket {
    static let knownFruits = [
        "Açaí", "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Dragon fruit", "Kiwi",
        "Mango", "Passion fruit", "Pear", "Pineapple", "Star fruit", "Watermelon", "西瓜",
    ]

    private(set) var fruits: [String] = []
    var favouriteColour: String?

    /// Adds a fruit in name order; returns its 1-based row.
    func add(_ fruit: String) -> Int {
        let index = fruits.firstIndex { $0.lowercased() > fruit.lowercased() } ?? fruits.count
        fruits.insert(fruit, at: index)
        return index + 1
    }

    func remove(row: Int) -> String? {
        guard fruits.indices.contains(row - 1) else { return nil }
        return fruits.remove(at: row - 1)
    }
}
