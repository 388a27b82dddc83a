# The README's two commands: `make up` runs the system with sample data,
# `make test` runs every test. Both install what they need first.
GO ?= go

.PHONY: deps build up demo test vet bench

deps:
	bash scripts/deps.sh

build:
	$(GO) build -o bin/pramaan ./cmd/pramaan

up: deps build
	./bin/pramaan up

demo: deps build
	./bin/pramaan demo

vet:
	$(GO) vet ./...

test: deps
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 30m ./...
	# The race run samples the held-out matters (the detector slows the
	# rules' matching many times over); score every one of them here.
	$(GO) test -count=1 -timeout 30m ./brief/eval

bench: deps build
	./bin/pramaan bench rail
	./bin/pramaan bench relay
	./bin/pramaan bench brief
