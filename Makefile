# Pokedesk — build, run and test on a fresh Debian machine.
#   make run    start the pokedesk REPL (interactive on a terminal)
#   make test   build and run every test
#   make lint   check formatting with swift-format

SWIFT ?= swift
SCRATCH ?= .build
SWIFT_FLAGS = --scratch-path $(SCRATCH)
APT_PACKAGES = libsqlite3-dev libedit-dev tmux pkg-config
SOURCES = Package.swift Sources Tests

.PHONY: all deps build run test lint format clean

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

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

format:
	$(SWIFT) format --in-place --recursive --parallel $(SOURCES)

clean:
	rm -rf $(SCRATCH)
