import PokedeskDomain

// MARK: - The race picker's public face (with its builder)

/// What the races are shown for.
enum RacePickerPurpose: Equatable {
    /// Choosing a race for a pokemon whose race is `current`: it is marked ✓, and the picker
    /// opens on its page; `select N` (or `N`) chooses.
    case choosing(current: RaceID?)
    /// Looking only: no ✓, no `select`.
    case browsing
}

/// How the race picker reports back to the module that opened it to choose.
protocol RacePickerModuleDelegate: AnyObject {
    /// The user chose `race`. The picker has already closed itself.
    func racePicker(didChoose race: Race)
}
