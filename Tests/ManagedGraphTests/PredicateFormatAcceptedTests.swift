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

    // MARK: MATCHES: the whole text, every alternative tried (the issue's peer cases)
    .init(
        format: #"name MATCHES "Pi|Pika""#,
        tree: T.compare(T.key("name"), .matches, T.text("Pi|Pika")),
        names: ["Pika"]
    ),
    .init(
        format: #"name MATCHES "Ch(ar|army)""#,
        tree: T.compare(T.key("name"), .matches, T.text("Ch(ar|army)")),
        names: ["Char", "Charmy"]
    ),
    .init(
        format: #"name MATCHES[c] "pi|pika|zo.""#,
        tree: T.compare(T.key("name"), .matches, T.text("pi|pika|zo."), .direct, .caseInsensitive),
        names: ["Pika", "Zoë"]
    ),
    .init(
        format: #"name MATCHES[cd] "flabebe|zoe""#,
        tree: T.compare(
            T.key("name"),
            .matches,
            T.text("flabebe|zoe"),
            .direct,
            [.caseInsensitive, .diacriticInsensitive]
        ),
        names: ["Flabébé", "Zoë"]
    ),
    .init(
        format: #"name MATCHES "(P|p)ika(chu)?""#,
        tree: T.compare(T.key("name"), .matches, T.text("(P|p)ika(chu)?")),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: #"name MATCHES "Char|Charm""#,
        tree: T.compare(T.key("name"), .matches, T.text("Char|Charm")),
        names: ["Char"]
    ),
    .init(
        format: #"race.name MATCHES "\\QMr. Mi""#,
        tree: T.compare(T.key("race.name"), .matches, T.text(#"\QMr. Mi"#)),
        names: []
    ),
    .init(
        format: #"race.name MATCHES "\\QMr. Mime""#,
        tree: T.compare(T.key("race.name"), .matches, T.text(#"\QMr. Mime"#)),
        names: ["Zoë"]
    ),
    .init(
        format: #"name MATCHES "(?x) Ch ar  # a comment to the end""#,
        tree: T.compare(T.key("name"), .matches, T.text("(?x) Ch ar  # a comment to the end")),
        names: ["Char"]
    ),
    .init(
        format: #"nickname MATCHES "100% \\*copy\\*|Blaze""#,
        tree: T.compare(T.key("nickname"), .matches, T.text(#"100% \*copy\*|Blaze"#)),
        names: ["Char", "Ditto"]
    ),

    // MARK: Radix literals
    .init(format: "level == 0xC", tree: T.compare(T.key("level"), .equal, T.int(12)), names: ["Pika"]),
    .init(format: "level == 0o44", tree: T.compare(T.key("level"), .equal, T.int(36)), names: ["Char"]),
    .init(format: "level == 0b101", tree: T.compare(T.key("level"), .equal, T.int(5)), names: ["Flabébé"]),
    .init(
        format: "race.code == 0X19 AND level == 0B1100",
        tree: .and([
            T.compare(T.key("race.code"), .equal, T.int(25)), T.compare(T.key("level"), .equal, T.int(12)),
        ]),
        names: ["Pika"]
    ),
    .init(
        format: "level IN {0b11, 0x14, 0o0}",
        tree: T.compare(T.key("level"), .in, .aggregate([T.int(3), T.int(20), T.int(0)])),
        names: ["Ditto", "Zoë"]
    ),
    .init(
        format: "level > -0x1 AND level < 0x7fffffffffffffff AND level > -0x8000000000000000",
        tree: .and([
            T.compare(T.key("level"), .greater, T.int(-1)), T.compare(T.key("level"), .less, T.int(.max)),
            T.compare(T.key("level"), .greater, T.int(.min)),
        ]),
        names: ["Bulby", "Char", "Charmy", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),

    // MARK: Arithmetic
    .init(
        format: "race.code + 1 == 26",
        tree: T.compare(T.math(T.key("race.code"), .add, T.int(1)), .equal, T.int(26)),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: "code * 2 > 50",
        tree: T.compare(T.math(T.key("code"), .multiply, T.int(2)), .greater, T.int(50)),
        entity: "Race",
        names: ["Ditto", "Flabébé", "Mr. Mime"]
    ),
    .init(
        format: "-code < -3",
        tree: T.compare(.negated(T.key("code")), .less, T.int(-3)),
        entity: "Race",
        names: ["Charizard", "Charmander", "Ditto", "Flabébé", "Mr. Mime", "Pikachu", "Squirtle"]
    ),
    .init(
        format: "level - 2 * 3 == 6",
        tree: T.compare(T.math(T.key("level"), .subtract, T.math(T.int(2), .multiply, T.int(3))), .equal, T.int(6)),
        names: ["Pika"]
    ),
    .init(
        format: "(level - 2) * 3 == 30",
        tree: T.compare(T.math(T.math(T.key("level"), .subtract, T.int(2)), .multiply, T.int(3)), .equal, T.int(30)),
        names: ["Pika"]
    ),
    .init(
        format: "level - 1 - 1 == 10",
        tree: T.compare(T.math(T.math(T.key("level"), .subtract, T.int(1)), .subtract, T.int(1)), .equal, T.int(10)),
        names: ["Pika"]
    ),
    .init(
        format: "((level + 1)) * 2 > 30 OR (level == 5)",
        tree: .or([
            T.compare(T.math(T.math(T.key("level"), .add, T.int(1)), .multiply, T.int(2)), .greater, T.int(30)),
            T.compare(T.key("level"), .equal, T.int(5)),
        ]),
        names: ["Char", "Ditto", "Flabébé"]
    ),
    .init(
        format: "NOT (level + 1) * 2 > 30",
        tree: .not(T.compare(T.math(T.math(T.key("level"), .add, T.int(1)), .multiply, T.int(2)), .greater, T.int(30))),
        names: ["Bulby", "Charmy", "Flabébé", "Nobody", "Pika", "Zoë", "pikachu"]
    ),
    .init(
        format: "level / 2 == 2",
        tree: T.compare(T.math(T.key("level"), .divide, T.int(2)), .equal, T.int(2)),
        names: ["Flabébé"]
    ),
    .init(
        format: "level / 2.0 == 2.5",
        tree: T.compare(T.math(T.key("level"), .divide, T.real(2)), .equal, T.real(2.5)),
        names: ["Flabébé"]
    ),
    .init(
        format: "level / 0 == nil",
        tree: T.compare(T.math(T.key("level"), .divide, T.int(0)), .equal, T.null),
        names: allPokemons
    ),
    .init(
        format: "level / 0.0 > -1 OR level / (level - level) != nil",
        tree: .or([
            T.compare(T.math(T.key("level"), .divide, T.real(0)), .greater, T.int(-1)),
            T.compare(
                T.math(T.key("level"), .divide, T.math(T.key("level"), .subtract, T.key("level"))),
                .notEqual,
                T.null
            ),
        ]),
        names: []
    ),
    .init(
        format: "level ** 2 > 100",
        tree: T.compare(T.math(T.key("level"), .power, T.int(2)), .greater, T.int(100)),
        names: ["Char", "Ditto", "Pika"]
    ),
    .init(
        format: "level ** 0.5 == 6 OR level ** -1 == 0.2",
        tree: .or([
            T.compare(T.math(T.key("level"), .power, T.real(0.5)), .equal, T.int(6)),
            T.compare(T.math(T.key("level"), .power, T.int(-1)), .equal, T.real(0.2)),
        ]),
        names: ["Char", "Flabébé"]
    ),
    .init(
        format: "2 ** 3 ** 2 == 64 AND -2 ** 2 == 4 AND -(2) ** 2 == 4 AND 7 / 2 == 3 AND -7 / 2 == -3",
        tree: .and([
            T.compare(T.math(T.math(T.int(2), .power, T.int(3)), .power, T.int(2)), .equal, T.int(64)),
            T.compare(T.math(T.int(-2), .power, T.int(2)), .equal, T.int(4)),
            T.compare(T.math(.negated(T.int(2)), .power, T.int(2)), .equal, T.int(4)),
            T.compare(T.math(T.int(7), .divide, T.int(2)), .equal, T.int(3)),
            T.compare(T.math(T.int(-7), .divide, T.int(2)), .equal, T.int(-3)),
        ]),
        names: allPokemons
    ),
    .init(
        format: "race.weight * 2 > 100",
        tree: T.compare(T.math(T.key("race.weight"), .multiply, T.int(2)), .greater, T.int(100)),
        names: ["Char", "Zoë"]
    ),
    .init(
        format: "race.types.@count + level > 13",
        tree: T.compare(T.math(T.key("race.types.@count"), .add, T.key("level")), .greater, T.int(13)),
        names: ["Char", "Ditto"]
    ),
    .init(
        format: "level + race.code == 37 OR shiny + 1 == 2",
        tree: .or([
            T.compare(T.math(T.key("level"), .add, T.key("race.code")), .equal, T.int(37)),
            T.compare(T.math(T.key("shiny"), .add, T.int(1)), .equal, T.int(2)),
        ]),
        names: ["Char", "Pika"]
    ),
    .init(
        format: "5 < level - 1",
        tree: T.compare(T.int(5), .less, T.math(T.key("level"), .subtract, T.int(1))),
        names: ["Bulby", "Char", "Charmy", "Ditto", "Pika"]
    ),
    .init(
        // Nobody has no race: race.code * 0 + 12 is nil, as its level is, and nil equals nil.
        format: "level IN {race.code * 0 + 12, 1 + 2}",
        tree: T.compare(
            T.key("level"),
            .in,
            .aggregate([
                T.math(T.math(T.key("race.code"), .multiply, T.int(0)), .add, T.int(12)),
                T.math(T.int(1), .add, T.int(2)),
            ])
        ),
        names: ["Nobody", "Pika", "Zoë"]
    ),
    .init(
        format: "level BETWEEN {race.code - 20, race.code * 2}",
        tree: T.compare(
            T.key("level"),
            .between,
            .aggregate([
                T.math(T.key("race.code"), .subtract, T.int(20)), T.math(T.key("race.code"), .multiply, T.int(2)),
            ])
        ),
        names: ["Charmy", "Pika"]
    ),
    .init(
        format: "level * 9223372036854775807 > 0 AND level * -9223372036854775807 < 0",
        tree: .and([
            T.compare(T.math(T.key("level"), .multiply, T.int(.max)), .greater, T.int(0)),
            T.compare(T.math(T.key("level"), .multiply, T.int(-.max)), .less, T.int(0)),
        ]),
        names: ["Bulby", "Char", "Charmy", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),
    .init(
        // Past 64 bits the sum is the double 2^63, which is greater than the largest integer:
        // compared exactly, as SQLite compares an integer with a double.
        format:
            "level + 9223372036854775807 > 9223372036854775807 AND -level - 9223372036854775807 < -0x7fffffffffffffff",
        tree: .and([
            T.compare(T.math(T.key("level"), .add, T.int(.max)), .greater, T.int(.max)),
            T.compare(T.math(.negated(T.key("level")), .subtract, T.int(.max)), .less, T.int(-.max)),
        ]),
        names: ["Bulby", "Char", "Charmy", "Ditto", "Flabébé", "Pika", "Zoë"]
    ),
    .init(
        format: "level + %d == %@",
        arguments: [8, 20],
        tree: T.compare(T.math(T.key("level"), .add, T.int(8)), .equal, T.int(20)),
        names: ["Pika"]
    ),

    // MARK: SUBQUERY
    .init(
        format: "SUBQUERY(pokemons, $p, $p.level > 10).@count > 0",
        tree: T.compare(
            T.subquery(T.key("pokemons"), "p", T.compare(T.variable("p", "level"), .greater, T.int(10))),
            .greater,
            T.int(0)
        ),
        entity: "Race",
        names: ["Charizard", "Ditto", "Pikachu"]
    ),
    .init(
        format: "NOT subquery(pokemons, $p, $p.level > 10).@COUNT > 0",
        tree: .not(
            T.compare(
                T.subquery(T.key("pokemons"), "p", T.compare(T.variable("p", "level"), .greater, T.int(10))),
                .greater,
                T.int(0)
            )
        ),
        entity: "Race",
        names: ["Bulbasaur", "Charmander", "Flabébé", "Mr. Mime", "Squirtle"]
    ),
    .init(
        format: #"SUBQUERY(race.types, $t, $t.name BEGINSWITH "F").@count > 0"#,
        tree: T.compare(
            T.subquery(T.key("race.types"), "t", T.compare(T.variable("t", "name"), .beginsWith, T.text("F"))),
            .greater,
            T.int(0)
        ),
        names: ["Char", "Charmy", "Flabébé", "Zoë"]
    ),
    .init(
        format: #"SUBQUERY(race.types, $t, $t.name BEGINSWITH "F" AND $t.name != "Fire").@count == 1"#,
        tree: T.compare(
            T.subquery(
                T.key("race.types"),
                "t",
                .and([
                    T.compare(T.variable("t", "name"), .beginsWith, T.text("F")),
                    T.compare(T.variable("t", "name"), .notEqual, T.text("Fire")),
                ])
            ),
            .equal,
            T.int(1)
        ),
        names: ["Char", "Flabébé", "Zoë"]
    ),
    .init(
        format: "1 < SUBQUERY(race.pokemons, $p, TRUEPREDICATE).@count",
        tree: T.compare(T.int(1), .less, T.subquery(T.key("race.pokemons"), "p", .constant(true))),
        names: ["Pika", "pikachu"]
    ),
    .init(
        format: #"SUBQUERY(race.pokemons, $p, $p.level > 10 AND $p.name != "Pika").@count > 0"#,
        tree: T.compare(
            T.subquery(
                T.key("race.pokemons"),
                "p",
                .and([
                    T.compare(T.variable("p", "level"), .greater, T.int(10)),
                    T.compare(T.variable("p", "name"), .notEqual, T.text("Pika")),
                ])
            ),
            .greater,
            T.int(0)
        ),
        names: ["Char", "Ditto"]
    ),
    .init(
        // Outside the variable, key paths and SELF are the evaluated object's, as Foundation has it.
        format: "SUBQUERY(race.pokemons, $p, $p != SELF AND $p.level == nil AND level > 10).@count > 0",
        tree: T.compare(
            T.subquery(
                T.key("race.pokemons"),
                "p",
                .and([
                    T.compare(T.variable("p"), .notEqual, .evaluatedObject),
                    T.compare(T.variable("p", "level"), .equal, T.null),
                    T.compare(T.key("level"), .greater, T.int(10)),
                ])
            ),
            .greater,
            T.int(0)
        ),
        names: ["Pika"]
    ),
    .init(
        format: "SUBQUERY(pokemons, $p, $p.level > code).@count > 0",
        tree: T.compare(
            T.subquery(T.key("pokemons"), "p", T.compare(T.variable("p", "level"), .greater, T.key("code"))),
            .greater,
            T.int(0)
        ),
        entity: "Race",
        names: ["Bulbasaur", "Charizard", "Charmander"]
    ),
    .init(
        format: "SUBQUERY(races, $r, SUBQUERY($r.pokemons, $p, $p.shiny == YES).@count > 0).@count > 0",
        tree: T.compare(
            T.subquery(
                T.key("races"),
                "r",
                T.compare(
                    T.subquery(
                        T.variable("r", "pokemons"),
                        "p",
                        T.compare(T.variable("p", "shiny"), .equal, T.bool(true))
                    ),
                    .greater,
                    T.int(0)
                )
            ),
            .greater,
            T.int(0)
        ),
        entity: "Type",
        names: ["Electric", "Fire", "Flying"]
    ),
    .init(
        format: "SUBQUERY(races, $r, SUBQUERY($r.pokemons, $p, $p.level > $r.code).@count > 0).@count > 0",
        tree: T.compare(
            T.subquery(
                T.key("races"),
                "r",
                T.compare(
                    T.subquery(
                        T.variable("r", "pokemons"),
                        "p",
                        T.compare(T.variable("p", "level"), .greater, T.variable("r", "code"))
                    ),
                    .greater,
                    T.int(0)
                )
            ),
            .greater,
            T.int(0)
        ),
        entity: "Type",
        names: ["Fire", "Flying", "Grass", "Poison"]
    ),
    .init(
        format: "SUBQUERY(races, $r, ANY $r.pokemons.shiny == YES).@count > 0",
        tree: T.compare(
            T.subquery(T.key("races"), "r", T.compare(T.variable("r", "pokemons.shiny"), .equal, T.bool(true), .any)),
            .greater,
            T.int(0)
        ),
        entity: "Type",
        names: ["Electric", "Fire", "Flying"]
    ),
    .init(
        format: "SUBQUERY(pokemons, $p, $p.level * 2 > $p.race.code).@count >= 1",
        tree: T.compare(
            T.subquery(
                T.key("pokemons"),
                "p",
                T.compare(T.math(T.variable("p", "level"), .multiply, T.int(2)), .greater, T.variable("p", "race.code"))
            ),
            .greaterOrEqual,
            T.int(1)
        ),
        entity: "Race",
        names: ["Bulbasaur", "Charizard", "Charmander"]
    ),
    .init(
        format: "SUBQUERY(pokemons, $p, $p.nickname == nil).@count * 2 == 2",
        tree: T.compare(
            T.math(
                T.subquery(T.key("pokemons"), "p", T.compare(T.variable("p", "nickname"), .equal, T.null)),
                .multiply,
                T.int(2)
            ),
            .equal,
            T.int(2)
        ),
        entity: "Race",
        names: ["Charmander", "Pikachu"]
    ),
    .init(
        format: "SUBQUERY(pokemons, $p, $p.shiny == NO).@sum.level > 6",
        tree: T.compare(
            T.subquery(
                T.key("pokemons"),
                "p",
                T.compare(T.variable("p", "shiny"), .equal, T.bool(false)),
                .sum,
                ["level"]
            ),
            .greater,
            T.int(6)
        ),
        entity: "Race",
        names: ["Charmander", "Ditto"]
    ),
    .init(
        format: "SUBQUERY(pokemons, $p, $p.level != nil).@avg.level > 10",
        tree: T.compare(
            T.subquery(T.key("pokemons"), "p", T.compare(T.variable("p", "level"), .notEqual, T.null), .avg, ["level"]),
            .greater,
            T.int(10)
        ),
        entity: "Race",
        names: ["Charizard", "Ditto", "Pikachu"]
    ),
    .init(
        format: #"SUBQUERY(pokemons, $p, TRUEPREDICATE).@min.name == "Pika""#,
        tree: T.compare(
            T.subquery(T.key("pokemons"), "p", .constant(true), .min, ["name"]),
            .equal,
            T.text("Pika")
        ),
        entity: "Race",
        names: ["Pikachu"]
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, TRUEPREDICATE).@max.race.code == 25",
        tree: T.compare(
            T.subquery(T.key("race.pokemons"), "p", .constant(true), .max, ["race", "code"]),
            .equal,
            T.int(25)
        ),
        names: ["Pika", "pikachu"]
    ),
    .init(
        // The smallest name, folded as [c] asks, in SQL as in memory.
        format:
            #"pokemons.@min.name ==[c] "pika" OR SUBQUERY(pokemons, $p, TRUEPREDICATE).@max.name BEGINSWITH[cd] "FLABE""#,
        tree: .or([
            T.compare(T.key("pokemons.@min.name"), .equal, T.text("pika"), .direct, .caseInsensitive),
            T.compare(
                T.subquery(T.key("pokemons"), "p", .constant(true), .max, ["name"]),
                .beginsWith,
                T.text("FLABE"),
                .direct,
                [.caseInsensitive, .diacriticInsensitive]
            ),
        ]),
        entity: "Race",
        names: ["Flabébé", "Pikachu"]
    ),
    .init(
        format: "SUBQUERY(%K, $t, $t.name IN %@).@count > 0",
        arguments: [.keyPath("race.types"), ["Fire", "Water"]],
        tree: T.compare(
            T.subquery(
                T.key("race.types"),
                "t",
                T.compare(T.variable("t", "name"), .in, .aggregate([T.text("Fire"), T.text("Water")]))
            ),
            .greater,
            T.int(0)
        ),
        names: ["Char", "Charmy"]
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
