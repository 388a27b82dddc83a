package edges_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// pkg is one package of the module as `go list -json` describes it.
type pkg struct {
	ImportPath   string
	Dir          string
	GoFiles      []string
	TestGoFiles  []string
	XTestGoFiles []string
	Imports      []string
	Deps         []string
}

// listed is `go list`'s answer, asked once for every test of the package.
var listed struct {
	once sync.Once
	pkgs []pkg
	err  error
}

// modulePackages lists the module's packages (not their tests), each with
// its direct imports and its transitive dependencies.
func modulePackages(t *testing.T) []pkg {
	t.Helper()
	listed.once.Do(func() { listed.pkgs, listed.err = goList() })
	if listed.err != nil {
		t.Fatal(listed.err)
	}
	if len(listed.pkgs) < 10 {
		t.Fatalf("go list named %d packages of the module; want them all", len(listed.pkgs))
	}
	return listed.pkgs
}

func goList() ([]pkg, error) {
	cmd := exec.Command("go", "list", "-json=ImportPath,Dir,GoFiles,TestGoFiles,XTestGoFiles,Imports,Deps", "pramaan/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v\n%s", err, stderr.Bytes())
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			return pkgs, nil
		} else if err != nil {
			return nil, fmt.Errorf("go list output: %w", err)
		}
		pkgs = append(pkgs, p)
	}
}

// under reports whether path is root or a package below it.
func under(path, root string) bool {
	return path == root || strings.HasPrefix(path, root+"/")
}

// isHarness reports whether path is a benchmark harness or sample data:
// what only the binary and tests may import.
func isHarness(path string) bool {
	if under(path, "pramaan/internal/bench") || under(path, "pramaan/brief/samples") {
		return true
	}
	last := path[strings.LastIndex(path, "/")+1:]
	return strings.HasSuffix(last, "bench")
}

// An edge is a rule on the package graph: Check returns the offending
// dependencies of p (nil when p keeps the rule).
type edge struct {
	name  string
	check func(p pkg) []string
}

var edges = []edge{
	{"record depends on nothing that talks to the bus (no NATS package)", func(p pkg) []string {
		if !under(p.ImportPath, "pramaan/record") {
			return nil
		}
		return matching(p.Deps, func(d string) bool { return strings.HasPrefix(d, "github.com/nats-io/") })
	}},
	{"nothing under web imports the wiring (internal/app)", func(p pkg) []string {
		if !under(p.ImportPath, "pramaan/web") {
			return nil
		}
		return matching(p.Deps, func(d string) bool { return under(d, "pramaan/internal/app") })
	}},
	{"no product package imports the sample matters or a benchmark harness (only cmd/pramaan and tests do)", func(p pkg) []string {
		if p.ImportPath == "pramaan/cmd/pramaan" || isHarness(p.ImportPath) {
			return nil
		}
		return matching(p.Deps, isHarness)
	}},
	{"no package logs through the standard log package (log/slog only)", func(p pkg) []string {
		return matching(p.Imports, func(d string) bool { return d == "log" })
	}},
}

func matching(paths []string, bad func(string) bool) []string {
	var out []string
	for _, d := range paths {
		if bad(d) {
			out = append(out, d)
		}
	}
	return out
}

// The package graph keeps every edge in edges.
func TestPackageEdges(t *testing.T) {
	pkgs := modulePackages(t)
	for _, e := range edges {
		t.Run(e.name, func(t *testing.T) {
			for _, p := range pkgs {
				if bad := e.check(p); len(bad) > 0 {
					t.Errorf("%s depends on %s", p.ImportPath, strings.Join(bad, ", "))
				}
			}
		})
	}
}

// The rules catch the edges they are about: each is given a package that
// breaks it.
func TestEdgesCatchTheirBreaks(t *testing.T) {
	breaks := map[string]pkg{
		edges[0].name: {ImportPath: "pramaan/record", Deps: []string{"pramaan/outbox", "github.com/nats-io/nats-server/v2/server"}},
		edges[1].name: {ImportPath: "pramaan/web", Deps: []string{"pramaan/readmodel", "pramaan/internal/app"}},
		edges[2].name: {ImportPath: "pramaan/brief/eval", Deps: []string{"pramaan/brief/samples"}},
		edges[3].name: {ImportPath: "pramaan/relay", Imports: []string{"log"}},
	}
	for _, e := range edges {
		p, ok := breaks[e.name]
		if !ok {
			t.Fatalf("no break given for %q", e.name)
		}
		if len(e.check(p)) == 0 {
			t.Errorf("%q let %s with %v through", e.name, p.ImportPath, append(p.Deps, p.Imports...))
		}
	}
	for _, path := range []string{"pramaan/outbox/relaybench", "pramaan/rail/railbench", "pramaan/internal/bench/railbench"} {
		if !isHarness(path) {
			t.Errorf("%s is not taken for a benchmark harness", path)
		}
	}
}
