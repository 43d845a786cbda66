/// One item of a change report: a change in a displayed list, in the kit's own neutral terms
/// (the app maps its live results' changes to these). Row numbers are 1-based. Following the
/// usual table-view convention, deleted rows and the source of a move are numbered as before the
/// change, inserted rows and the destination of a move as after it; the formatter prints them as
/// given.
public enum ChangeReportItem: Sendable, Hashable {
    case inserted(row: Int)
    case deleted(row: Int)
    case moved(from: Int, to: Int)
    case updated(row: Int)
    case sectionInserted(String)
    case sectionDeleted(String)
}
