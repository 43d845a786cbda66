// MARK: - Transformable attributes, typed

/// A transformable attribute holds any `Codable` value as its JSON encoding (Core Data's
/// transformable attribute, with `JSONEncoder` for its value transformer). These two methods are
/// what a subclass's typed accessor calls:
///
/// ```swift
/// var tags: [String] {
///     get { (try? transformableValue(forAttribute: "tags", as: [String].self)) ?? [] }
///     set { try? setTransformableValue(newValue, forAttribute: "tags") }
/// }
/// ```
extension ManagedObject {
    /// The attribute's value decoded as `type`; nil when it is null. Throws when the attribute is
    /// not a transformable one, or its bytes are not an encoding of `type`.
    public func transformableValue<Value: Decodable>(
        forAttribute name: String,
        as type: Value.Type = Value.self
    ) throws(ContextError) -> Value? {
        guard let attribute = entity.attribute(named: name) else { throw .unknownKey(name, entity: entity) }
        let value = storeValue(forAttribute: name)
        guard attribute.type == .transformable else {
            throw .invalidValue(
                key: name,
                entity: entity,
                reason: "is \(attribute.type.noun), not a transformable attribute"
            )
        }
        do {
            return try value.decoded(type)
        } catch {
            let reason = TransformableCoding.reason(error)
            throw .invalidValue(key: name, entity: entity, reason: "does not hold \(Value.self) (\(reason))")
        }
    }

    /// Encodes `value` into the transformable attribute `name`; nil sets it to null.
    public func setTransformableValue(_ value: (any Encodable)?, forAttribute name: String) throws(ContextError) {
        guard let attribute = entity.attribute(named: name) else { throw .unknownKey(name, entity: entity) }
        guard let value else { return try setStoreValue(.null, forAttribute: name) }
        guard attribute.type == .transformable else {
            throw .invalidValue(
                key: name,
                entity: entity,
                reason: "is \(attribute.type.noun), not a transformable attribute"
            )
        }
        let encoded: StoreValue
        do {
            encoded = try StoreValue.encoded(value)
        } catch {
            let reason = TransformableCoding.reason(error)
            throw .invalidValue(key: name, entity: entity, reason: "cannot encode \(type(of: value)) (\(reason))")
        }
        try setStoreValue(encoded, forAttribute: name)
    }
}
