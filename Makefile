# Pokedesk — build, run and test on a fresh Debian machine.
#   make run    start the pokedesk REPL (interactive on a terminal)
#   make test   build and run every test (the CI command; the fuzzers and the kill test run short)
#   make fuzz   the fuzzers' long run: `make fuzz-targets`, then `make fuzz-random`
#   make fuzz-targets  the libFuzzer targets (Fuzz/), FUZZ_SECONDS each (300 by default): the
#               predicate parser and compiler, the command-line tokenizer, CSV and JSON import,
#               the .strings reader and a damaged store opened read-only; each must end every
#               input in a result or one line. Fails on a crash, a leak, a hang (FUZZ_TIMEOUT
#               seconds an input) or FUZZ_RSS_MB of memory; prints each one's executions. One
#               alone: make fuzz-targets FUZZ_TARGETS=store FUZZ_SECONDS=60. See
#               docs/reliability.md for a crash's input and how to run it again
#   make fuzz-quick    the same, FUZZ_QUICK_SECONDS each (25 by default): for CI
#   make fuzz-build    build the targets with libFuzzer and AddressSanitizer into $(FUZZ_SCRATCH)
#   make fuzz-random   the randomized tests' long run: a million generated and mutated command
#               lines through the tokenizer and interpreter, a million predicates through the
#               parser, megabyte lines, 20,000 lines per architecture through the whole app, and
#               10,000 rounds of random saves checked against live results' reported changes.
#               The byte fuzzers are seeded: POKEDESK_FUZZ_SEED explores other inputs,
#               POKEDESK_FUZZ_TRACE=1 finds a crash. The live rounds are a property of
#               PropertyBased, as every randomized test of the engine and the data is:
#               POKEDESK_FUZZ_LIVE_ROUNDS is its count (200 in make test), each run draws new
#               rounds, and a failure prints the smallest round it shrank to and
#               `.fixedSeed("...")`, which added to the test replays it anywhere
#               (docs/reliability.md, "Randomized tests")
#   make stress the durability test's long run: a writer killed with SIGKILL 20 times while it
#               saves 100,000 pokemons in one save
#   make soak   the soak's long run: 15 pokedesk processes (each architecture three times) on one
#               store at once, each from a seeded random script of 600 lines, rounds starting for
#               10 minutes (some 12 in all); after each round no process crashed or hung, every
#               error was one line in the app's words, the store is intact and holds exactly the
#               changes the processes confirmed (docs/reliability.md). POKEDESK_SOAK_SECONDS,
#               _PROCESSES and _LINES change it; a failed round prints its POKEDESK_SOAK_SEED and
#               the command that runs it again, and keeps its scripts, outputs and store
#   make stress-migration  the heavy migration's kill test, long: a version 2 store of a million
#               pokemons migrated to the app's version 3 by its mapping model, killed with SIGKILL
#               20 times (once or twice a round, at random moments), checked after each kill and
#               after the run that finishes it (about ten minutes)
#   make faults the fault-injection tests' long run: every write, sync and truncate of a store's
#               files failed in turn, one run each, through a save, a rename, an undo, an import of
#               two batches, a heavy migration and a new store's preload, checked after each (`make
#               test` fails every seventh of the import's, the migration's and the preload's);
#               POKEDESK_FAULT_POINT=N replays one, POKEDESK_FAULT_KIND=full fails writes as a
#               full disk, POKEDESK_FAULT_PERSISTENT=1 fails every call after the Nth too
#   make lint   check formatting with swift-format
#   make docs   the ManagedGraph guide (DocC), warnings as errors, into $(SCRATCH)/docs/ManagedGraph:
#               serve that folder (python3 -m http.server -d .build/docs/ManagedGraph) and open
#               /documentation/managedgraph
#   make report           measure the five architectures and draw their traced diagrams into
#                         docs/architectures.md
#   make report-check     fail when that report is stale (CI)
#   make docs-check       fail when a doc names a file or make target that does not exist, or
#                         states a figure two ways, or when the guide's tests are stale (CI;
#                         scripts/docs_check.py, scripts/guide_examples.py --check)
#   make guide-examples   write the ManagedGraph guide's code blocks as tests again
#                         (Tests/GuideTests, run by make test), after an article's code changed
#   make exercise N       check exercise N of docs/exercises.md; alone, list the exercises
#   make exercises-check  every exercise's check fails unsolved and passes solved, and the
#                         whole suite passes with every solution applied (CI)
#   make bench            build in release mode and run the benchmarks (6 to 14 minutes once
#                         built, with the machine's load): a table on the terminal,
#                         docs/performance.md, performance-figures.md and .json, and the charts
#                         from 1,000 to 1,000,000 pokemons (docs/charts)
#   make bench-large      the same with 10,000,000 pokemons on the curves, the REPL's start and
#                         the commands, and their goals (about 20 minutes once built, some 3 GB
#                         of disk while it runs)
#   make charts           draw docs/charts/*.svg again from docs/performance.json
#   make bench-quick      every benchmark at small sizes in the debug build, which `make test`
#                         has built, and the charts from its figures: checks the benchmark still
#                         runs (CI); its figures mean nothing and go under the scratch directory

SWIFT ?= swift
PYTHON ?= python3
SCRATCH ?= .build
SWIFT_FLAGS = --scratch-path $(SCRATCH)
APT_PACKAGES = libsqlite3-dev libedit-dev tmux pkg-config python3
SOURCES = Package.swift Sources Tests Exercises Examples Fuzz

.PHONY: all deps build run test fuzz fuzz-random fuzz-build fuzz-targets fuzz-quick stress soak stress-migration faults lint format \
	docs clean report report-check docs-check guide-examples exercise exercises-check \
	bench bench-large bench-quick charts

all: build

# Installs the system packages the build and the terminal tests need, only when missing.
deps:
	@missing=""; \
	for pkg in $(APT_PACKAGES); do \
		dpkg -s $$pkg >/dev/null 2>&1 || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# Extra arguments: make run ARGS="--arch mvvm"
run: build
	$(SWIFT) run $(SWIFT_FLAGS) pokedesk $(ARGS)

test: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build

fuzz: fuzz-targets fuzz-random

fuzz-random: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	POKEDESK_FUZZ_INPUTS=1000000 POKEDESK_FUZZ_LONG_LINE=1048576 POKEDESK_FUZZ_APP_LINES=20000 \
		POKEDESK_FUZZ_LIVE_ROUNDS=10000 $(SWIFT) test $(SWIFT_FLAGS) --skip-build \
		--filter 'ReliabilityTests\.[A-Za-z]+FuzzTests|PokedeskDataTests\.LiveResultsRandomTests'

# The libFuzzer targets are a package of their own, Fuzz/, which depends on this one by path:
# built with the sanitizers into a scratch directory of their own, so that nothing `make build`
# or `make test` builds is instrumented. Release mode, for the executions a second (the checks
# that trap are preconditions, which it keeps); lld links, as gold warns at every sanitizer
# symbol. Both sanitizers in one -sanitize= flag after SwiftPM's: its --sanitize writes one flag
# each, in an order that changes from run to run, and swiftc keeps only the last, so that the
# coverage libFuzzer is guided by came and went (and every module was built again); its
# --sanitize fuzzer stays, as it leaves libFuzzer's main to the executables. Each run writes
# its finds to a scratch corpus under $(FUZZ_SCRATCH)/fuzz-runs, never to the seeds in
# Fuzz/Corpus (see Fuzz/run-targets.sh).
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_SECONDS ?= 300
FUZZ_QUICK_SECONDS ?= 25
FUZZ_TARGETS ?= predicate command-line csv-import json-import strings store
FUZZ_BUILD_FLAGS = --package-path Fuzz --scratch-path $(FUZZ_SCRATCH) -c release \
	--sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld

fuzz-build: deps
	$(SWIFT) build $(FUZZ_BUILD_FLAGS)

fuzz-targets: fuzz-build
	FUZZ_WORK=$(FUZZ_SCRATCH)/fuzz-runs Fuzz/run-targets.sh $(FUZZ_SCRATCH)/release $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-quick: fuzz-build
	FUZZ_WORK=$(FUZZ_SCRATCH)/fuzz-runs Fuzz/run-targets.sh $(FUZZ_SCRATCH)/release $(FUZZ_QUICK_SECONDS) $(FUZZ_TARGETS)

stress: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	POKEDESK_STRESS_ROUNDS=20 $(SWIFT) test $(SWIFT_FLAGS) --skip-build --filter 'ReliabilityTests\.KillDuringSaveTests'

POKEDESK_SOAK_SECONDS ?= 600
POKEDESK_SOAK_PROCESSES ?= 15
POKEDESK_SOAK_LINES ?= 600

soak: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	POKEDESK_SOAK_SECONDS=$(POKEDESK_SOAK_SECONDS) POKEDESK_SOAK_PROCESSES=$(POKEDESK_SOAK_PROCESSES) \
		POKEDESK_SOAK_LINES=$(POKEDESK_SOAK_LINES) $(SWIFT) test $(SWIFT_FLAGS) --skip-build \
		--filter 'ReliabilityTests\.SoakTests'

stress-migration: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	POKEDESK_STRESS_ROUNDS=20 POKEDESK_MIGRATION_POKEMONS=1000000 $(SWIFT) test $(SWIFT_FLAGS) --skip-build \
		--filter 'ReliabilityTests\.KillDuringMigrationTests'

faults: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	POKEDESK_FAULT_STRIDE=1 POKEDESK_FAULT_BULK_STRIDE=1 $(SWIFT) test $(SWIFT_FLAGS) --skip-build \
		--filter 'ReliabilityTests\.FaultTests'

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

format:
	$(SWIFT) format --in-place --recursive --parallel $(SOURCES)

# swift-docc-plugin writes the archive outside the package's plugin sandbox, hence
# --disable-sandbox, and moves it into place: the folder above must exist, the folder itself not.
# Static hosting: any file server shows it, no Xcode needed.
docs: deps
	rm -rf $(SCRATCH)/docs/ManagedGraph
	mkdir -p $(SCRATCH)/docs
	$(SWIFT) package $(SWIFT_FLAGS) --disable-sandbox generate-documentation --target ManagedGraph \
		--warnings-as-errors --transform-for-static-hosting --output-path $(SCRATCH)/docs/ManagedGraph

# The comparison report: Python scripts, tested by their own unit tests. The measures need no
# build; the traced diagrams run the built app (incremental after `make test`).
report: build
	$(PYTHON) scripts/architecture_report.py
	$(PYTHON) scripts/trace_report.py --pokedesk $(SCRATCH)/debug/pokedesk

report-check: build
	$(PYTHON) -m unittest discover --start-directory scripts/tests --pattern 'test_architecture_report.py'
	$(PYTHON) -m unittest discover --start-directory scripts/tests --pattern 'test_trace_report.py'
	$(PYTHON) scripts/architecture_report.py --check
	$(PYTHON) scripts/trace_report.py --pokedesk $(SCRATCH)/debug/pokedesk --check

# `make exercise 4`: the number is a goal of its own, which must do nothing by itself.
ifeq (exercise,$(firstword $(MAKECMDGOALS)))
EXERCISE := $(wordlist 2,$(words $(MAKECMDGOALS)),$(MAKECMDGOALS))
ifneq (,$(EXERCISE))
$(eval $(EXERCISE):;@:)
endif
endif

exercise: deps
	@if [ -z "$(EXERCISE)" ]; then $(PYTHON) scripts/exercises.py list; \
	else SWIFT="$(SWIFT)" SCRATCH="$(SCRATCH)" $(PYTHON) scripts/exercises.py run $(EXERCISE); fi

# Paths, make targets and figures the docs state, against the tree: a few seconds, nothing built.
docs-check:
	$(PYTHON) -m unittest discover --start-directory scripts/tests --pattern 'test_docs_check.py'
	$(PYTHON) scripts/docs_check.py
	$(PYTHON) scripts/guide_examples.py --check

guide-examples:
	$(PYTHON) scripts/guide_examples.py

# Builds this tree with the checks (incremental after `make test`) and a scratch worktree with
# every solution applied (a full build): see scripts/exercises.py.
exercises-check: deps
	$(PYTHON) -m unittest discover --start-directory scripts/tests --pattern 'test_exercises.py'
	SWIFT="$(SWIFT)" SCRATCH="$(SCRATCH)" $(PYTHON) scripts/exercises.py verify

# Every product: the benchmark starts `pokedesk` and `pokedesk-bench-floor` from beside itself.
# Its stores are made under the scratch directory and removed at the end.
# Extra arguments: make bench ARGS="--only insert fetch --runs 9"; bulk work at ten million pokemons
# (some ten minutes, 2.5 GB of stores): make bench ARGS="--only bulk --bulk-pokemons 10000000"
bench: deps
	$(SWIFT) build $(SWIFT_FLAGS) -c release
	$(SCRATCH)/release/pokedesk-bench run --work-directory $(SCRATCH)/bench-work --output docs $(ARGS)
	$(PYTHON) scripts/charts.py --input docs/performance.json --output docs/charts

# The 10M store takes some 740 MB of disk, and its live-results copies three more while they run.
bench-large: deps
	$(SWIFT) build $(SWIFT_FLAGS) -c release
	$(SCRATCH)/release/pokedesk-bench run --large --work-directory $(SCRATCH)/bench-work --output docs $(ARGS)
	$(PYTHON) scripts/charts.py --input docs/performance.json --output docs/charts

# The charts are plain SVG written by a script of the standard library: nothing to install.
charts:
	$(PYTHON) scripts/charts.py --input docs/performance.json --output docs/charts

# Debug on purpose: after `make test` nothing needs building, where a release build would add
# minutes to CI. The figures go under the scratch directory, never into docs/.
bench-quick: deps
	$(SWIFT) build $(SWIFT_FLAGS)
	$(SCRATCH)/debug/pokedesk-bench run --quick --work-directory $(SCRATCH)/bench-quick-work \
		--output $(SCRATCH)/bench-quick
	$(PYTHON) -m unittest discover --start-directory scripts/tests --pattern 'test_charts.py'
	$(PYTHON) scripts/charts.py --input $(SCRATCH)/bench-quick/performance.json --output $(SCRATCH)/bench-quick/charts

clean:
	rm -rf $(SCRATCH) $(FUZZ_SCRATCH)
