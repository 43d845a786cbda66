// MARK: - Where an object belongs

/// Where an object belongs: its entity, and one weak reference to its context shared by all
/// the context's objects of that entity (when the context is freed, each reads nil, as a weak
/// reference of its own would, without a side table per object). Only a context makes homes.
///
/// The faults of a batched fetch share a home of their batch, which also has the batch's keys:
/// filling one of them fills the batch (batch faulting). One reference per object for entity,
/// context and batch, where there were three: each reference taken is an atomic operation on
/// a shared object, for every object made, and a batched fetch makes many (the figures are in
/// `docs/performance.md`).
public final class ObjectHome {
    let entity: EntityDescription
    weak var context: ObjectContext?
    /// The keys of the batch whose faults live here; nil for a context's own home of an
    /// entity. Keys, not objects, so that the batch keeps none of its objects alive. Listed keys
    /// stay while any object of the fetch lives in its batch's home (a key per object fetched).
    let batchKeys: BatchKeys?

    init(entity: EntityDescription, context: ObjectContext?, batchKeys: BatchKeys? = nil) {
        self.entity = entity
        self.context = context
        self.batchKeys = batchKeys
    }
}
