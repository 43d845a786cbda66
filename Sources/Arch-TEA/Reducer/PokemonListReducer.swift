import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons list

/// The root screen's reducer. Commands on a row become `actOnShownRow` effects: the runtime acts
/// on the row as the user saw it (B-43), and this reducer decides what the outcome shows — a
/// confirmation, or the error and the page where the row is now.
enum PokemonListReducer {
    static func reduce(_ list: inout PokemonListState, _ action: PokemonListAction) -> Reaction {
        switch action {
        case .list:
            return .run(showPage(&list))
        case .turnPage(let turn):
            do {
                try list.pager.turn(turn)
            } catch {
                return .run(.write(.error(error.description)))
            }
            return .run(showPage(&list))
        case .add(let name, let race):
            return .run(.addPokemon(name: name, race: race))
        case .rename(let row, let name):
            return .run(.actOnShownRow(list.results, row: row, .rename(to: name)))
        case .changeRace(let row, let race):
            return .run(.actOnShownRow(list.results, row: row, .changeRace(to: race)))
        case .delete(let row):
            return .run(.actOnShownRow(list.results, row: row, .delete))
        case .edit(.row(let row)):
            return .run(.actOnShownRow(list.results, row: row, .open))
        case .edit(.named(let name)):
            return .run(.openEditor(named: name))
        case .find(let filter, let column):
            var query = list.query
            query.filter = filter
            query.filterColumn = column
            return .run(.applyPokemonQuery(query))
        case .group(let sections):
            var query = list.query
            query.sections = sections
            return .run(.applyPokemonQuery(query))
        case .sort(let sort):
            var query = list.query
            query.sort = sort
            return .run(.applyPokemonQuery(query))
        case .browseTypes:
            return .run(.openTypes(.browsing))
        case .transfer(let request):
            list.transfer = TransferState(request: request)
            return .run(.transfer(request))
        default:
            return reduceResult(&list, action)
        }
    }

    /// What the effects found.
    private static func reduceResult(_ list: inout PokemonListState, _ action: PokemonListAction) -> Reaction {
        switch action {
        case .queryApplied(let query, let opened):
            // The old results stay until the store accepted the new query: a bad predicate
            // leaves the list as it was.
            let old = list.results
            list.query = query
            list.results = opened.results
            list.pager = Pager(rowCount: opened.count)
            list.page = []
            return .run([.release(old)] + showPage(&list))
        case .pageFetched(let rows):
            list.page = rows
            return .run(.write(.pokemonPage), .markRowsShown(list.results, list.pager.rowRange))
        case .added(let pokemon):
            return .run(.write(.message([Wording.added(pokemon)])))
        case .rowChanged(.renamed(let old, let pokemon)):
            return .run(.write(.message([Wording.renamed(from: old, to: pokemon.name)])))
        case .rowChanged(.raceChanged(let pokemon)):
            return .run(.write(.message([Wording.raceChanged(pokemon)])))
        case .rowChanged(.deleted(let pokemon)):
            return .run(.write(.message([Wording.deleted(pokemon)])))
        case .rowRefused(let stale):
            // The screen was older than the store: say so, then show where the row is now.
            if let flat = stale.flatNow { list.pager.reveal(rowIndex: flat) }
            return .run([.write(.error(stale.error.description))] + showPage(&list))
        case .transferProgressed(let progress):
            list.transfer?.progress = progress
            return .run(.write(.progress))
        case .transferEnded(let outcome):
            list.transfer = nil
            switch outcome {
            case .success(let outcome):
                return .run(.write(.progress), .write(.message(Wording.transferOutcome(outcome))))
            case .failure(let error): return .run(.write(.progress), .write(.error(error.description)))
            }
        default:
            return .none
        }
    }

    /// The current page: fetched when there are rows, else the line that says there are none.
    private static func showPage(_ list: inout PokemonListState) -> [Effect] {
        guard list.pager.rowCount > 0 else {
            list.page = []
            return [.write(.pokemonPage)]
        }
        return [.fetchPokemonPage(list.results, list.pager.rowRange, sectioned: list.query.sections != .off)]
    }
}
