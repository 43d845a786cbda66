import Testing

@testable import ManagedGraph

// MARK: - Accepted format strings: their trees, and their results in SQL and in memory

/// One accepted format string: the exact tree it parses to and, when it can run against the
/// fixture, the names it selects (sorted by name, Unicode scalar order).
struct AcceptedPredicate: Sendable, CustomTestStringConvertible {
    let format: String
    var arguments: [PredicateArgument] = []
    let tree: ObjectPredicate
    var entity = "Pokemon"
    /// nil when the predicate cannot run as it is (it has `$variables`).
    let names: [String]?

    var testDescription: String { format }
}

private typealias T = Tree

/// Every pokemon of the fixture, in name order.
private let allPokemons = ["Bulby", "Char", "Charmy", "Ditto", "Flabébé", "Nobody", "Pika", "Zoë", "pikachu"]

private let acceptedPredicates: [AcceptedPredicate] = [
    // MARK: Comparison operators, all spellings
    .init(format: #"name == "Pika""#, tree: T.compare(T.key("name"), .equal, T.text("Pika")), names: ["Pika"]),
    .init(format: "name = 'Pika'", tree: T.compare(T.key("name"), .equal, T.text("Pika")), names: ["Pika"]),
    .init(
        format: #"name != "Pika""#,
        tree: T.compare(T.key("name"), .notEqual, T.text("Pika")),
        names: allPokemons.filter { $0 != "Pika" }
    ),
    .init(
        format: #"name <> "Pika""#,
        tree: T.compare(T.key("name"), .notEqual, T.text("Pika")),
        names: allPokemons.filter { $0 != "Pika" }
    ),
    .init(format: "level < 8", tree: T.compare(T.key("level"), .less, T.int(8)), names: ["Bulby", "Flabébé", "Zoë"]),
    .init(
        format: "level <= 8",
        tree: T.compare(T.key("level"), .lessOrEqual, T.int(8)),
        names: ["Bulby", "Charmy", "Flabébé", "Zoë"]
    ),
    .init(
        format: "level =< 8",
        tree: T.compare(T.key("level"), .lessOrEqual, T.int(8)),
        names: ["Bulby", "Charmy", "Flabébé", "Zoë"]
    ),
    .init(format: "level > 12", tree: T.compare(T.key("level"), .greater, T.int(12)), names: ["Char", "Ditto"]),
    .init(
        format: "level >= 12",
        tree: T.compare(T.key("level"), .greaterOrEqual, T.int(12)),
        names: ["Char", "Ditto", "Pika"]
    ),
    .init(
        format: "level => 12",
        tree: T.compare(T.key("level"), .greaterOrEqual, T.int(12)),
        names: ["Char", "Ditto", "Pika"]
    ),
    .init(
        format: "level BETWEEN {5, 12}",
        tree: T.compare(T.key("level"), .between, .aggregate([T.int(5), T.int(12)])),
        names: ["Bulby", "Charmy", "Flabébé", "Pika"]
    ),
    .init(
        format: "level IN {3, 36, 99}",
        tree: T.compare(T.key("level"), .in, .aggregate([T.int(3), T.int(36), T.int(99)])),
        names: ["Char", "Zoë"]
    ),
    .init(
        format: #"name BETWEEN {"C", "D"}"#,
        tree: T.compare(T.key("name"), .between, .aggregate([T.text("C"), T.text("D")])),
        names: ["Char", "Charmy"]
    ),
    .init(format: #"name >= "a""#, tree: T.compare(T.key("name"), .greaterOrEqual, T.text("a")), names: ["pikachu"]),
    .init(format: #"name < "C""#, tree: T.compare(T.key("name"), .less, T.text("C")), names: ["Bulby"]),
    .init(format: "level IN {}", tree: T.compare(T.key("level"), .in, .aggregate([])), names: []),
    .init(format: "NOT level IN {}", tree: .not(T.compare(T.key("level"), .in, .aggregate([]))), names: allPokemons),
    .init(format: "nil IN {}", tree: T.compare(T.null, .in, .aggregate([])), names: []),

    // MARK: String operators and options
    .init(format: #"name BEGINSWITH "Pi""#, tree: T.compare(T.key("name"), .beginsWith, T.text("Pi")), names: ["Pika"]),
    .init(
        format: #"name BEGINSWITH[c] "pi""#,
        tree: T.compare(T.key("name"), .beginsWith, T.text("pi"), .direct, .caseInsensitive),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: "name BeginsWith[C] 'PI'",
        tree: T.compare(T.key("name"), .beginsWith, T.text("PI"), .direct, .caseInsensitive),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: #"name ENDSWITH "y""#,
        tree: T.compare(T.key("name"), .endsWith, T.text("y")),
        names: ["Bulby", "Charmy", "Nobody"]
    ),
    .init(
        format: #"name ENDSWITH[cd] "E""#,
        tree: T.compare(T.key("name"), .endsWith, T.text("E"), .direct, [.caseInsensitive, .diacriticInsensitive]),
        names: ["Flabébé", "Zoë"]
    ),
    .init(
        format: #"name CONTAINS[c] "CHAR""#,
        tree: T.compare(T.key("name"), .contains, T.text("CHAR"), .direct, .caseInsensitive),
        names: ["Char", "Charmy"]
    ),
    .init(format: #"name CONTAINS """#, tree: T.compare(T.key("name"), .contains, T.text("")), names: allPokemons),
    .init(
        format: #"nickname BEGINSWITH """#,
        tree: T.compare(T.key("nickname"), .beginsWith, T.text("")),
        names: ["Bulby", "Char", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),
    .init(
        format: #"nickname CONTAINS "%""#,
        tree: T.compare(T.key("nickname"), .contains, T.text("%")),
        names: ["Ditto"]
    ),
    .init(
        format: #"name LIKE "Ch*""#,
        tree: T.compare(T.key("name"), .like, T.text("Ch*")),
        names: ["Char", "Charmy"]
    ),
    .init(
        format: #"name LIKE "?ika*""#,
        tree: T.compare(T.key("name"), .like, T.text("?ika*")),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: #"name LIKE[c] "P?K?""#,
        tree: T.compare(T.key("name"), .like, T.text("P?K?"), .direct, .caseInsensitive),
        names: ["Pika"]
    ),
    .init(
        format: #"nickname LIKE "*\\**""#,
        tree: T.compare(T.key("nickname"), .like, T.text(#"*\**"#)),
        names: ["Ditto"]
    ),
    .init(
        format: #"race.name LIKE[cd] "flab?b?""#,
        tree: T.compare(
            T.key("race.name"),
            .like,
            T.text("flab?b?"),
            .direct,
            [.caseInsensitive, .diacriticInsensitive]
        ),
        names: ["Flabébé"]
    ),
    .init(
        format: #"name MATCHES "[A-Z][a-z]+y""#,
        tree: T.compare(T.key("name"), .matches, T.text("[A-Z][a-z]+y")),
        names: ["Bulby", "Charmy", "Nobody"]
    ),
    .init(
        format: #"name MATCHES[c] "pika.*""#,
        tree: T.compare(T.key("name"), .matches, T.text("pika.*"), .direct, .caseInsensitive),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: #"name MATCHES "\\w{4}""#,
        tree: T.compare(T.key("name"), .matches, T.text(#"\w{4}"#)),
        names: ["Char", "Pika"]
    ),
    .init(
        format: #"name ==[cd] "flabebe""#,
        tree: T.compare(T.key("name"), .equal, T.text("flabebe"), .direct, [.caseInsensitive, .diacriticInsensitive]),
        names: ["Flabébé"]
    ),
    .init(
        format: #"name ==[d] "Flabebe""#,
        tree: T.compare(T.key("name"), .equal, T.text("Flabebe"), .direct, .diacriticInsensitive),
        names: ["Flabébé"]
    ),
    .init(
        format: #"name ==[c] "flabebe""#,
        tree: T.compare(T.key("name"), .equal, T.text("flabebe"), .direct, .caseInsensitive),
        names: []
    ),
    .init(
        format: #"name ==[c] "FLABÉBÉ""#,
        tree: T.compare(T.key("name"), .equal, T.text("FLABÉBÉ"), .direct, .caseInsensitive),
        names: ["Flabébé"]
    ),
    .init(
        format: #"name ==[dc] "ZOE""#,
        tree: T.compare(T.key("name"), .equal, T.text("ZOE"), .direct, [.caseInsensitive, .diacriticInsensitive]),
        names: ["Zoë"]
    ),
    .init(
        format: #"race.name BEGINSWITH[cd] "FLABE""#,
        tree: T.compare(
            T.key("race.name"),
            .beginsWith,
            T.text("FLABE"),
            .direct,
            [.caseInsensitive, .diacriticInsensitive]
        ),
        names: ["Flabébé"]
    ),
    .init(
        format: "nickname ==[cd] name",
        tree: T.compare(T.key("nickname"), .equal, T.key("name"), .direct, [.caseInsensitive, .diacriticInsensitive]),
        names: ["Zoë"]
    ),

    // MARK: String literals and escapes
    .init(format: #"name == "Zo\u{EB}""#, tree: T.compare(T.key("name"), .equal, T.text("Zoë")), names: ["Zoë"]),
    .init(
        format: #"name == 'Flab\u00E9b\u00E9'"#,
        tree: T.compare(T.key("name"), .equal, T.text("Flabébé")),
        names: ["Flabébé"]
    ),
    .init(format: "name == \"Zoe\u{308}\"", tree: T.compare(T.key("name"), .equal, T.text("Zoe\u{308}")), names: []),
    .init(
        format: "name ==[d] \"Zoe\u{308}\"",
        tree: T.compare(T.key("name"), .equal, T.text("Zoe\u{308}"), .direct, .diacriticInsensitive),
        names: ["Zoë"]
    ),
    .init(
        format: #"name == "a\"b\'c\\d\ne\tf\rg\0h""#,
        tree: T.compare(T.key("name"), .equal, T.text("a\"b'c\\d\ne\tf\rg\0h")),
        names: []
    ),
    .init(format: #"name == 'it\'s "x"'"#, tree: T.compare(T.key("name"), .equal, T.text("it's \"x\"")), names: []),
    .init(format: #"name == "\uD83D\uDE00""#, tree: T.compare(T.key("name"), .equal, T.text("😀")), names: []),
    .init(
        format: #"name == "x\"; DROP TABLE Pokemon; --""#,
        tree: T.compare(T.key("name"), .equal, T.text("x\"; DROP TABLE Pokemon; --")),
        names: []
    ),

    // MARK: Numbers, booleans, nil
    .init(
        format: "level > -15e-1",
        tree: T.compare(T.key("level"), .greater, T.real(-1.5)),
        names: ["Bulby", "Char", "Charmy", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),
    .init(format: "level == 12.0", tree: T.compare(T.key("level"), .equal, T.real(12)), names: ["Pika"]),
    .init(
        format: "race.weight == 6",
        tree: T.compare(T.key("race.weight"), .equal, T.int(6)),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: "race.weight > 8.5",
        tree: T.compare(T.key("race.weight"), .greater, T.real(8.5)),
        names: ["Char", "Zoë"]
    ),
    .init(format: "race.weight < - 1", tree: T.compare(T.key("race.weight"), .less, T.int(-1)), names: []),
    .init(
        format: "level < 9223372036854775807 AND level > -9223372036854775808",
        tree: .and([
            T.compare(T.key("level"), .less, T.int(.max)), T.compare(T.key("level"), .greater, T.int(.min)),
        ]),
        names: ["Bulby", "Char", "Charmy", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),
    .init(format: "shiny == YES", tree: T.compare(T.key("shiny"), .equal, T.bool(true)), names: ["Char", "Pika"]),
    .init(format: "shiny == true", tree: T.compare(T.key("shiny"), .equal, T.bool(true)), names: ["Char", "Pika"]),
    .init(format: "shiny == 1", tree: T.compare(T.key("shiny"), .equal, T.int(1)), names: ["Char", "Pika"]),
    .init(
        format: "shiny == FALSE",
        tree: T.compare(T.key("shiny"), .equal, T.bool(false)),
        names: ["Charmy", "Ditto", "Flabébé"]
    ),
    .init(
        format: "shiny == no",
        tree: T.compare(T.key("shiny"), .equal, T.bool(false)),
        names: ["Charmy", "Ditto", "Flabébé"]
    ),
    .init(
        format: "nickname == nil",
        tree: T.compare(T.key("nickname"), .equal, T.null),
        names: ["Charmy", "Nobody", "pikachu"]
    ),
    .init(
        format: "nickname = NULL",
        tree: T.compare(T.key("nickname"), .equal, T.null),
        names: ["Charmy", "Nobody", "pikachu"]
    ),
    .init(
        format: "nil == nickname",
        tree: T.compare(T.null, .equal, T.key("nickname")),
        names: ["Charmy", "Nobody", "pikachu"]
    ),
    .init(
        format: "nickname != nil",
        tree: T.compare(T.key("nickname"), .notEqual, T.null),
        names: ["Bulby", "Char", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),
    .init(
        format: #"nickname IN {"Blaze", nil}"#,
        tree: T.compare(T.key("nickname"), .in, .aggregate([T.text("Blaze"), T.null])),
        names: ["Char", "Charmy", "Nobody", "pikachu"]
    ),
    .init(
        format: #"nickname IN {"Blaze", race.imageFile}"#,
        tree: T.compare(T.key("nickname"), .in, .aggregate([T.text("Blaze"), T.key("race.imageFile")])),
        names: ["Char", "Nobody"]
    ),
    .init(
        format: #""Pika" IN {"Char", "Pika", nickname}"#,
        tree: T.compare(T.text("Pika"), .in, .aggregate([T.text("Char"), T.text("Pika"), T.key("nickname")])),
        names: allPokemons
    ),
    .init(
        format: #""zoe" IN[cd] {"x", "y", name}"#,
        tree: T.compare(
            T.text("zoe"),
            .in,
            .aggregate([T.text("x"), T.text("y"), T.key("name")]),
            .direct,
            [.caseInsensitive, .diacriticInsensitive]
        ),
        names: ["Zoë"]
    ),
    .init(format: "race == nil", tree: T.compare(T.key("race"), .equal, T.null), names: ["Nobody"]),
    .init(format: "race.imageFile == nil", tree: T.compare(T.key("race.imageFile"), .equal, T.null), names: ["Nobody"]),
    .init(
        format: "5 < level",
        tree: T.compare(T.int(5), .less, T.key("level")),
        names: ["Bulby", "Char", "Charmy", "Ditto", "Pika"]
    ),
    .init(
        format: "level < race.code",
        tree: T.compare(T.key("level"), .less, T.key("race.code")),
        names: ["Ditto", "Flabébé", "Pika", "Zoë"]
    ),

    // MARK: Key paths, SELF, escapes
    .init(
        format: #"race.name == "Pikachu""#,
        tree: T.compare(T.key("race.name"), .equal, T.text("Pikachu")),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: "race.code <= 6",
        tree: T.compare(T.key("race.code"), .lessOrEqual, T.int(6)),
        names: ["Bulby", "Char", "Charmy"]
    ),
    .init(format: #"SELF.name == "Pika""#, tree: T.compare(T.key("name"), .equal, T.text("Pika")), names: ["Pika"]),
    .init(format: #"#name == "Pika""#, tree: T.compare(T.key("name"), .equal, T.text("Pika")), names: ["Pika"]),
    .init(
        format: #"race.#name == "Ditto""#,
        tree: T.compare(T.key("race.name"), .equal, T.text("Ditto")),
        names: ["Ditto"]
    ),
    .init(format: "SELF != nil", tree: T.compare(.evaluatedObject, .notEqual, T.null), names: allPokemons),

    // MARK: Quantifiers and collection operators
    .init(
        format: #"race.code <= 151 AND ANY race.types.name ==[c] "fire""#,
        tree: .and([
            T.compare(T.key("race.code"), .lessOrEqual, T.int(151)),
            T.compare(T.key("race.types.name"), .equal, T.text("fire"), .any, .caseInsensitive),
        ]),
        names: ["Char", "Charmy"]
    ),
    .init(
        format: #"ANY race.types.name == "Fairy""#,
        tree: T.compare(T.key("race.types.name"), .equal, T.text("Fairy"), .any),
        names: ["Flabébé", "Zoë"]
    ),
    .init(
        format: #"some race.types.name == "Fairy""#,
        tree: T.compare(T.key("race.types.name"), .equal, T.text("Fairy"), .any),
        names: ["Flabébé", "Zoë"]
    ),
    .init(
        format: #"ALL race.types.name == "Fire""#,
        tree: T.compare(T.key("race.types.name"), .equal, T.text("Fire"), .all),
        names: ["Charmy", "Ditto", "Nobody"]
    ),
    .init(
        format: #"NONE race.types.name == "Fire""#,
        tree: T.compare(T.key("race.types.name"), .equal, T.text("Fire"), .none),
        names: ["Bulby", "Ditto", "Flabébé", "Nobody", "Pika", "Zoë", "pikachu"]
    ),
    .init(
        format: #"ANY race.types.name IN {"Fire", "Grass"}"#,
        tree: T.compare(T.key("race.types.name"), .in, .aggregate([T.text("Fire"), T.text("Grass")]), .any),
        names: ["Bulby", "Char", "Charmy"]
    ),
    .init(
        format: #"ANY race.types.name MATCHES "F.*""#,
        tree: T.compare(T.key("race.types.name"), .matches, T.text("F.*"), .any),
        names: ["Char", "Charmy", "Flabébé", "Zoë"]
    ),
    .init(
        format: #""Fire" IN race.types.name"#,
        tree: T.compare(T.text("Fire"), .in, T.key("race.types.name")),
        names: ["Char", "Charmy"]
    ),
    .init(
        format: "race.types.@count == 0",
        tree: T.compare(T.key("race.types.@count"), .equal, T.int(0)),
        names: ["Ditto", "Nobody"]
    ),
    .init(
        format: "race.types.@COUNT >= 2",
        tree: T.compare(T.key("race.types.@count"), .greaterOrEqual, T.int(2)),
        names: ["Bulby", "Char", "Zoë"]
    ),
    .init(
        format: "pokemons.@count == 0",
        tree: T.compare(T.key("pokemons.@count"), .equal, T.int(0)),
        entity: "Race",
        names: ["Squirtle"]
    ),
    .init(
        format: "pokemons.@count >= 2",
        tree: T.compare(T.key("pokemons.@count"), .greaterOrEqual, T.int(2)),
        entity: "Race",
        names: ["Pikachu"]
    ),
    .init(
        format: #"ANY types.name IN {"Fire", "Water"}"#,
        tree: T.compare(T.key("types.name"), .in, .aggregate([T.text("Fire"), T.text("Water")]), .any),
        entity: "Race",
        names: ["Charizard", "Charmander", "Squirtle"]
    ),
    .init(
        format: "ALL pokemons.level > 5",
        tree: T.compare(T.key("pokemons.level"), .greater, T.int(5), .all),
        entity: "Race",
        names: ["Bulbasaur", "Charizard", "Charmander", "Ditto", "Squirtle"]
    ),
    .init(
        format: "NOT ALL pokemons.level > 5",
        tree: .not(T.compare(T.key("pokemons.level"), .greater, T.int(5), .all)),
        entity: "Race",
        names: ["Flabébé", "Mr. Mime", "Pikachu"]
    ),
    .init(
        format: "NOT NONE pokemons.level > 5",
        tree: .not(T.compare(T.key("pokemons.level"), .greater, T.int(5), .none)),
        entity: "Race",
        names: ["Bulbasaur", "Charizard", "Charmander", "Ditto", "Pikachu"]
    ),
    .init(
        format: "NOT ANY pokemons.level <= 5",
        tree: .not(T.compare(T.key("pokemons.level"), .lessOrEqual, T.int(5), .any)),
        entity: "Race",
        names: ["Bulbasaur", "Charizard", "Charmander", "Ditto", "Pikachu", "Squirtle"]
    ),
    .init(
        format: "NONE pokemons.shiny == TRUE",
        tree: T.compare(T.key("pokemons.shiny"), .equal, T.bool(true), .none),
        entity: "Race",
        names: ["Bulbasaur", "Charmander", "Ditto", "Flabébé", "Mr. Mime", "Squirtle"]
    ),
    .init(
        format: "races.@sum.code > 100",
        tree: T.compare(T.key("races.@sum.code"), .greater, T.int(100)),
        entity: "Type",
        names: ["Fairy", "Psychic"]
    ),
    .init(
        format: "races.@avg.weight > 20",
        tree: T.compare(T.key("races.@avg.weight"), .greater, T.int(20)),
        entity: "Type",
        names: ["Fairy", "Fire", "Flying", "Psychic"]
    ),
    .init(
        format: "races.@min.code == 1",
        tree: T.compare(T.key("races.@min.code"), .equal, T.int(1)),
        entity: "Type",
        names: ["Grass", "Poison"]
    ),
    .init(
        format: "races.@max.weight >= 90",
        tree: T.compare(T.key("races.@max.weight"), .greaterOrEqual, T.int(90)),
        entity: "Type",
        names: ["Fire", "Flying"]
    ),
    .init(
        format: "races.@count == 0",
        tree: T.compare(T.key("races.@count"), .equal, T.int(0)),
        entity: "Type",
        names: ["Dragon"]
    ),
    .init(
        format: #"ANY races.pokemons.name BEGINSWITH "Pi""#,
        tree: T.compare(T.key("races.pokemons.name"), .beginsWith, T.text("Pi"), .any),
        entity: "Type",
        names: ["Electric"]
    ),
    .init(
        format: "ALL races.pokemons.level > 5",
        tree: T.compare(T.key("races.pokemons.level"), .greater, T.int(5), .all),
        entity: "Type",
        names: ["Dragon", "Fire", "Flying", "Grass", "Poison", "Water"]
    ),

    // MARK: Logic, precedence, parentheses, keyword case
    .init(
        format: #"NOT name BEGINSWITH "P""#,
        tree: .not(T.compare(T.key("name"), .beginsWith, T.text("P"))),
        names: allPokemons.filter { $0 != "Pika" }
    ),
    .init(
        format: "!(level > 5)",
        tree: .not(T.compare(T.key("level"), .greater, T.int(5))),
        names: ["Flabébé", "Nobody", "Zoë", "pikachu"]
    ),
    .init(
        format: #"NOT NOT name == "Pika""#,
        tree: .not(.not(T.compare(T.key("name"), .equal, T.text("Pika")))),
        names: ["Pika"]
    ),
    .init(
        format: #"level > 5 AND level < 20 OR name == "Nobody""#,
        tree: .or([
            .and([T.compare(T.key("level"), .greater, T.int(5)), T.compare(T.key("level"), .less, T.int(20))]),
            T.compare(T.key("name"), .equal, T.text("Nobody")),
        ]),
        names: ["Bulby", "Charmy", "Nobody", "Pika"]
    ),
    .init(
        format: #"level > 5 && (level < 20 || name == "Nobody")"#,
        tree: .and([
            T.compare(T.key("level"), .greater, T.int(5)),
            .or([T.compare(T.key("level"), .less, T.int(20)), T.compare(T.key("name"), .equal, T.text("Nobody"))]),
        ]),
        names: ["Bulby", "Charmy", "Pika"]
    ),
    .init(
        format: "NOT level > 5 AND shiny == NO",
        tree: .and([
            .not(T.compare(T.key("level"), .greater, T.int(5))), T.compare(T.key("shiny"), .equal, T.bool(false)),
        ]),
        names: ["Flabébé"]
    ),
    .init(
        format: "race.code > 100 or race.code < 5 and level > 7",
        tree: .or([
            T.compare(T.key("race.code"), .greater, T.int(100)),
            .and([T.compare(T.key("race.code"), .less, T.int(5)), T.compare(T.key("level"), .greater, T.int(7))]),
        ]),
        names: ["Charmy", "Ditto", "Flabébé", "Zoë"]
    ),
    .init(
        format: #"name == "Pika" OR name == "Char" OR name == "Zoë""#,
        tree: .or([
            T.compare(T.key("name"), .equal, T.text("Pika")), T.compare(T.key("name"), .equal, T.text("Char")),
            T.compare(T.key("name"), .equal, T.text("Zoë")),
        ]),
        names: ["Char", "Pika", "Zoë"]
    ),
    .init(
        format: #"(name == "Pika" OR name == "Char") OR name == "Zoë""#,
        tree: .or([
            .or([T.compare(T.key("name"), .equal, T.text("Pika")), T.compare(T.key("name"), .equal, T.text("Char"))]),
            T.compare(T.key("name"), .equal, T.text("Zoë")),
        ]),
        names: ["Char", "Pika", "Zoë"]
    ),
    .init(
        format: #"name == "Pika" AND (level == 12 AND shiny == YES)"#,
        tree: .and([
            T.compare(T.key("name"), .equal, T.text("Pika")),
            .and([T.compare(T.key("level"), .equal, T.int(12)), T.compare(T.key("shiny"), .equal, T.bool(true))]),
        ]),
        names: ["Pika"]
    ),
    .init(
        format: "((((level == 12))))",
        tree: T.compare(T.key("level"), .equal, T.int(12)),
        names: ["Pika"]
    ),
    .init(
        format: "level != nil AND NOT (level IN {7, 8})",
        tree: .and([
            T.compare(T.key("level"), .notEqual, T.null),
            .not(T.compare(T.key("level"), .in, .aggregate([T.int(7), T.int(8)]))),
        ]),
        names: ["Char", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),
    .init(format: "TRUEPREDICATE", tree: .constant(true), names: allPokemons),
    .init(format: "FALSEPREDICATE", tree: .constant(false), names: []),
    .init(
        format: "truepredicate Or falsePredicate",
        tree: .or([.constant(true), .constant(false)]),
        names: allPokemons
    ),
    .init(
        format: #"name in {"Pika", "Char"}"#,
        tree: T.compare(T.key("name"), .in, .aggregate([T.text("Pika"), T.text("Char")])),
        names: ["Char", "Pika"]
    ),
    .init(
        format: "\tlevel\n==\r\n12  ",
        tree: T.compare(T.key("level"), .equal, T.int(12)),
        names: ["Pika"]
    ),

    // MARK: Placeholders
    .init(
        format: "name == %@",
        arguments: ["Pika"],
        tree: T.compare(T.key("name"), .equal, T.text("Pika")),
        names: ["Pika"]
    ),
    .init(
        format: "%K == %@",
        arguments: ["race.name", "Ditto"],
        tree: T.compare(T.key("race.name"), .equal, T.text("Ditto")),
        names: ["Ditto"]
    ),
    .init(
        format: "%K BEGINSWITH[c] %@",
        arguments: [.keyPath("name"), "CH"],
        tree: T.compare(T.key("name"), .beginsWith, T.text("CH"), .direct, .caseInsensitive),
        names: ["Char", "Charmy"]
    ),
    .init(
        format: "level > %d",
        arguments: [10],
        tree: T.compare(T.key("level"), .greater, T.int(10)),
        names: ["Char", "Ditto", "Pika"]
    ),
    .init(
        format: "race.types.@count == %i",
        arguments: [2],
        tree: T.compare(T.key("race.types.@count"), .equal, T.int(2)),
        names: ["Bulby", "Char", "Zoë"]
    ),
    .init(
        format: "level >= %ld",
        arguments: [.double(20)],
        tree: T.compare(T.key("level"), .greaterOrEqual, T.int(20)),
        names: ["Char", "Ditto"]
    ),
    .init(
        format: "race.weight < %f",
        arguments: [7],
        tree: T.compare(T.key("race.weight"), .less, T.real(7)),
        names: ["Bulby", "Flabébé", "Pika", "pikachu"]
    ),
    .init(
        format: "level IN %@",
        arguments: [[5, 7]],
        tree: T.compare(T.key("level"), .in, .aggregate([T.int(5), T.int(7)])),
        names: ["Bulby", "Flabébé"]
    ),
    .init(
        format: "level BETWEEN %@",
        arguments: [[5, 8]],
        tree: T.compare(T.key("level"), .between, .aggregate([T.int(5), T.int(8)])),
        names: ["Bulby", "Charmy", "Flabébé"]
    ),
    .init(
        format: "nickname == %@",
        arguments: [nil],
        tree: T.compare(T.key("nickname"), .equal, T.null),
        names: ["Charmy", "Nobody", "pikachu"]
    ),
    .init(
        format: "shiny == %@",
        arguments: [true],
        tree: T.compare(T.key("shiny"), .equal, T.bool(true)),
        names: ["Char", "Pika"]
    ),
    .init(
        format: "race.weight > %@",
        arguments: [50.5],
        tree: T.compare(T.key("race.weight"), .greater, T.real(50.5)),
        names: ["Char", "Zoë"]
    ),
    .init(
        format: "%K == 0",
        arguments: ["pokemons.@count"],
        tree: T.compare(T.key("pokemons.@count"), .equal, T.int(0)),
        entity: "Race",
        names: ["Squirtle"]
    ),

    // MARK: Variables (run after substitution, in their own test)
    .init(format: "name == $NAME", tree: T.compare(T.key("name"), .equal, .variable("NAME")), names: nil),
    .init(
        format: "level BETWEEN {$low, $high_2}",
        tree: T.compare(T.key("level"), .between, .aggregate([.variable("low"), .variable("high_2")])),
        names: nil
    ),
]

// MARK: - Tests

@Suite("Predicate format: accepted strings")
struct PredicateFormatAcceptedTests {
    @Test("parses to the expected tree", arguments: acceptedPredicates)
    func parsesToTree(_ accepted: AcceptedPredicate) throws {
        let parsed = try ObjectPredicate(format: accepted.format, arguments: accepted.arguments)
        #expect(parsed == accepted.tree)
    }

    @Test("prints canonically and parses back to the same tree", arguments: acceptedPredicates)
    func roundTrips(_ accepted: AcceptedPredicate) throws {
        let printed = accepted.tree.predicateFormat
        #expect(try ObjectPredicate(format: printed) == accepted.tree, "printed as \(printed)")
        #expect(!printed.contains("\n"))
    }

    @Test("selects the same objects in SQL and in memory", arguments: acceptedPredicates.filter { $0.names != nil })
    func selectsExpectedObjects(_ accepted: AcceptedPredicate) throws {
        let context = try PredicateFormatFixture.makeContext()
        let entity = PredicateFormatFixture.entity(accepted.entity)
        let predicate = try ObjectPredicate(
            format: accepted.format,
            arguments: accepted.arguments,
            entity: entity,
            model: PredicateFormatFixture.model
        )
        let (sql, memory) = try PredicateFormatFixture.names(predicate, entityName: accepted.entity, in: context)
        #expect(sql == memory, "SQL and memory disagree")
        #expect(sql == accepted.names)
    }
}
