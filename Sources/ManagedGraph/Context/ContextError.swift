import TextRules

// MARK: - Errors of the object context

/// What the context refuses, each with a message that names the object and the property.
public enum ContextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A key that the entity does not have.
    case unknownKey(String, entity: EntityDescription)
    /// A value of the wrong type for an attribute.
    case typeMismatch(key: String, entity: EntityDescription, expected: AttributeType, got: StoreValue)
    /// A value of the right type that the attribute still cannot hold (a decimal that is not a
    /// number, a date that is not finite, a value its transformable attribute cannot encode or decode).
    case invalidValue(key: String, entity: EntityDescription, reason: String)
    /// A value given to a derived attribute, which the store computes.
    case derivedAttribute(key: String, entity: EntityDescription)
    /// A relationship set to something that is not a managed object (or objects).
    case notObjects(key: String, entity: EntityDescription)
    /// A relationship to an object of another entity than the model says.
    case wrongEntity(key: String, entity: EntityDescription, expected: String, got: String)
    /// An object of another context used with this one; objects never cross contexts.
    case wrongContext(ObjectID)
    /// An object no longer attached to a context (deleted and saved, or the context was reset).
    case detached(ObjectID)
    /// A change to an object that is deleted.
    case deletedObject(ObjectID)
    /// A fault whose row no longer exists in the store.
    case objectNotFound(ObjectID)
    /// A delete refused by a `deny` rule: the object still has related objects.
    case deleteDenied(object: String, relationship: String, count: Int)
    /// A save refused because objects break the model's rules; lists every failure.
    case validation([ValidationFailure])
    /// A save refused because another writer changed rows this context changed (optimistic
    /// locking): the context keeps its changes; refresh the objects and try again.
    case conflict([MergeConflict])
    /// Another process held the store's write lock for longer than the store's busy timeout;
    /// nothing was written and the context keeps its changes, so the save can be retried.
    case storeBusy
    /// The store was opened read-only (asked for, or its file or directory is not writable).
    case readOnlyStore
    /// The disk, or the store's page limit, is full; nothing was written and the context keeps
    /// its changes, so the save can be retried once there is room.
    case storeFull
    /// The disk failed a write, a sync or a truncate of the store's files (SQLite's I/O error);
    /// nothing was written and the context keeps its changes, so the save can be retried.
    case storeIOError
    /// The store failed; the message says how.
    case store(String)

    public var description: String {
        switch self {
        case .unknownKey(let key, let entity):
            let hint =
                Suggestion.nearest(to: key, among: entity.propertyNames).map { "; did you mean \"\($0)\"?" } ?? ""
            return "\(entity.name) has no key \(Quoting.quoted(key))\(hint)"
        case .typeMismatch(let key, let entity, let expected, let got):
            return "\(entity.name).\(key) is \(expected.noun); \(got.literalDescription) is \(got.noun)"
        case .invalidValue(let key, let entity, let reason):
            return "\(entity.name).\(key) \(reason)"
        case .derivedAttribute(let key, let entity):
            let derivation = entity.attribute(named: key)?.derivation.map { " from \($0)" } ?? ""
            return "\(entity.name).\(key) is derived\(derivation) by the store at each save; it cannot be set"
        case .notObjects(let key, let entity):
            return "\(entity.name).\(key) is a relationship; give it managed objects"
        case .wrongEntity(let key, let entity, let expected, let got):
            return "\(entity.name).\(key) relates to \(expected) objects, not \(got)"
        case .wrongContext(let id):
            return "\(id) belongs to another context; pass its object id and fetch it in this context"
        case .detached(let id):
            return "\(id) is no longer in a context"
        case .deletedObject(let id):
            return "\(id) is deleted and cannot be changed"
        case .objectNotFound(let id):
            return "\(id) no longer exists in the store"
        case .deleteDenied(let object, let relationship, let count):
            let noun = count == 1 ? "object" : "objects"
            return "cannot delete \(object): its \(relationship) still has \(count) \(noun) (delete rule deny)"
        case .validation(let failures):
            return "cannot save: " + failures.map(\.description).joined(separator: "; ")
        case .conflict(let conflicts):
            return "cannot save: " + conflicts.map(\.description).joined(separator: "; ")
        case .storeBusy:
            return "the store is busy: another process has been writing to it for too long; try again"
        case .readOnlyStore:
            return "the store is read-only; changes cannot be saved"
        case .storeFull:
            return "the disk or the store is full; nothing was saved"
        case .storeIOError:
            return "the store could not be written (I/O error); nothing was saved"
        case .store(let message):
            return message
        }
    }
}

/// One object and attribute that broke a rule of the model.
public struct ValidationFailure: Hashable, Sendable, CustomStringConvertible {
    /// The object that broke the rule.
    public let objectID: ObjectID
    /// How the object is named in messages, e.g. `Person "Ada"`.
    public let object: String
    /// The attribute or relationship at fault.
    public let key: String
    /// Why, in words that follow the key: "cannot be empty".
    public let reason: String

    public var description: String { "\(object): \(key) \(reason)" }
}

/// One object another writer changed since this context read it.
public struct MergeConflict: Hashable, Sendable, CustomStringConvertible {
    /// The object this context changed.
    public let objectID: ObjectID
    /// How the object is named in messages, e.g. `Person "Ada"`.
    public let object: String
    /// The properties that differ between what this context read and the store now.
    public let keys: [String]
    /// The other writer deleted the object.
    public let deletedInStore: Bool

    public var description: String {
        if deletedInStore { return "\(object) was deleted by another writer" }
        let detail = keys.isEmpty ? "" : " (\(keys.joined(separator: ", ")))"
        return "\(object) was changed by another writer\(detail)"
    }
}

// MARK: - Helpers for messages

extension StoreValue {
    /// How a value reads in an error message: text quoted, numbers as they are, bytes as a count.
    var literalDescription: String {
        switch literalArgument {
        case .text(let text): return text
        case .problem(let problem): return problem.english
        }
    }

    /// The same, as a predicate's refusal names it: a count of bytes is worded by the app.
    var literalArgument: PredicateProblem.Argument {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .data(let bytes), .transformable(let bytes):
            return .problem(PredicateFormatText.count(bytes.count, .bytesOne, .bytesOther))
        default: return "\(description)"
        }
    }

    var noun: String {
        switch self {
        case .null: return "nil"
        case .string: return "text"
        case .integer, .double: return "a number"
        case .bool: return "a boolean"
        case .date: return "a date"
        case .uuid: return "a UUID"
        case .data: return "binary data"
        case .decimal: return "a decimal number"
        case .transformable: return "a transformable value"
        }
    }
}

/// Finds the nearest known name to a misspelt one (edit distance), for "did you mean" hints.
enum Suggestion {
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 2) ? best.0 : nil
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
