// MARK: - Counting rows without objects

/// A count the store makes on its own, without objects: every row of an entity, or only the
/// rows whose attribute holds a value of the attribute's declared type (a row written by
/// hand-made SQL may hold text where the model says integer).
public struct StoredRowCount: Hashable, Sendable {
    public let entityName: String
    /// When set, only rows whose value of this attribute has the attribute's type count.
    public let typedAttribute: String?

    /// Every row of `entityName`.
    public static func rows(of entityName: String) -> StoredRowCount {
        StoredRowCount(entityName: entityName, typedAttribute: nil)
    }

    /// The rows of `entityName` whose `attribute` holds a value of its declared type: for a
    /// unique integer attribute, the number of distinct values, without the temporary b-tree
    /// that counting distinct values makes SQLite build.
    public static func rows(of entityName: String, typed attribute: String) -> StoredRowCount {
        StoredRowCount(entityName: entityName, typedAttribute: attribute)
    }
}

extension ObjectContext {
    /// Counts rows in the store, all of them in one statement, without making objects and
    /// without this context's unsaved changes: what an app asks before it fetches anything
    /// (whether a catalogue it preloads is complete, say).
    ///
    /// ```swift
    /// let counts = try context.storedRowCounts([.rows(of: "Garage"), .rows(of: "Car", typed: "plate")])
    /// ```
    public func storedRowCounts(_ counts: [StoredRowCount]) throws(ContextError) -> [Int] {
        guard !counts.isEmpty else { return [] }
        var terms: [String] = []
        for count in counts {
            let entity = try entity(named: count.entityName)
            var term = "(SELECT count(*) FROM \(entity.name.quotedSQLIdentifier)"
            if let name = count.typedAttribute {
                guard let attribute = entity.attribute(named: name) else { throw .unknownKey(name, entity: entity) }
                let storageClass = SchemaBuilder.storageClass(of: attribute.type)
                term += " WHERE typeof(\(name.quotedSQLIdentifier)) = '\(storageClass)'"
            }
            terms.append(term + ")")
        }
        let sql = "SELECT " + terms.joined(separator: ", ")
        return try withDatabase { db in
            var result: [Int] = []
            try db.forEachRow(sql: sql, arguments: []) { row in
                result = counts.indices.map { Int(row.int64($0)) }
            }
            return result
        }
    }
}
