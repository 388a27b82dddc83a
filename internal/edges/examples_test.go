package edges_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"path/filepath"
	"testing"
)

// examplesWithoutOutput returns the names of the examples in files that
// have no "// Output:" comment: they compile but never run.
func examplesWithoutOutput(files []*ast.File) []string {
	var out []string
	for _, ex := range doc.Examples(files...) {
		if ex.Output == "" && !ex.EmptyOutput {
			out = append(out, "Example"+ex.Name)
		}
	}
	return out
}

// Every Example in the module has an // Output: line, so `go test` runs it.
func TestExamplesRun(t *testing.T) {
	examples := 0
	for _, p := range modulePackages(t) {
		fset := token.NewFileSet()
		var files []*ast.File
		for _, name := range append(append([]string{}, p.TestGoFiles...), p.XTestGoFiles...) {
			f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		examples += len(doc.Examples(files...))
		for _, name := range examplesWithoutOutput(files) {
			t.Errorf("%s: %s has no // Output: line, so it never runs", p.ImportPath, name)
		}
	}
	if examples == 0 {
		t.Fatal("found no Example in the module")
	}
}

// The scan tells an example that runs from one that only compiles.
func TestExamplesRunCatchesAMissingOutput(t *testing.T) {
	const src = `package p_test

import "fmt"

func ExampleRuns() {
	fmt.Println("hi")
	// Output: hi
}

func ExampleCompilesOnly() {
	fmt.Println("hi")
}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p_test.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	got := examplesWithoutOutput([]*ast.File{f})
	if len(got) != 1 || got[0] != "ExampleCompilesOnly" {
		t.Fatalf("examples without output: %q, want [ExampleCompilesOnly]", got)
	}
}
