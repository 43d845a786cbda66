import PokedeskDomain

// MARK: - The types

/// The types screen's reducer: the types are in the state, so finding the one the user means
/// (a row number or a name) needs no effect.
enum TypeListReducer {
    static func reduce(_ types: inout TypeListState, _ action: TypeListAction) -> Reaction {
        switch action {
        case .select(let text):
            do throws(PokedeskError) {
                let type = try TypeSummary.chosen(text, in: types.types)
                let races = RaceListRequest(title: type.name, query: RaceQuery(type: type.id), purpose: types.purpose)
                return .run(.openRaces(races))
            } catch {
                return .run(.write(.error(error.description)))
            }
        case .list:
            return .run(.write(.types))
        case .refreshed(.success(let fresh)):
            types.types = fresh
            return .none
        case .refreshed(.failure):
            return .none
        }
    }
}
