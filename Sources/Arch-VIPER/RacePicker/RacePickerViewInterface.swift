import PokedeskScreens

// MARK: - What the presenter tells the races view

protocol RacePickerViewInterface: MessageViewInterface {
    /// `offersChoice`: whether the view takes `select N`.
    func configure(title: String, offersChoice: Bool)
    func showRaces(_ page: RacePageViewModel)
}

// MARK: - What the view shows

/// One page of races, every cell already worded.
struct RacePageViewModel: Equatable {
    let rows: [RaceCells]
    /// Whether there is a column for the ✓ of the current race.
    let marksCurrent: Bool
    let footer: String
    /// The zero-based positions of the rows, and how many races the list has in all: what the
    /// view's trace hop names.
    let positions: Range<Int>
    let count: Int
}
