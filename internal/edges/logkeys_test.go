package edges_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"testing"
)

// logKeys are the keys a log line must not use, with the one it uses
// instead: a scan for firm_id=... finds every line about a firm.
var logKeys = map[string]string{
	"firm": "firm_id", "firmID": "firm_id",
	"matter": "matter_id", "matterID": "matter_id",
	"document": "document_id", "documentID": "document_id", "doc": "document_id",
	"run": "run_id", "runID": "run_id",
	"worker": "worker_id", "workerID": "worker_id",
	"trace": "trace_id", "traceID": "trace_id",
	"event_name": "event", "eventID": "event_id",
	"error": "err",
}

// keyArgs is where a slog call's key/value pairs start, by method name
// (after the message, and the context and level where they come first).
var keyArgs = map[string]int{
	"Debug": 1, "Info": 1, "Warn": 1, "Error": 1,
	"DebugContext": 2, "InfoContext": 2, "WarnContext": 2, "ErrorContext": 2,
	"Log": 3, "With": 0,
}

// logKeysIn returns "file:line: key (want ...)" for every log call in the
// files whose literal keys are in logKeys. It reads calls by their shape (a
// method of that name, a literal message): a log call's key is a string
// literal at an even position after the message.
func logKeysIn(t *testing.T, fset *token.FileSet, files []*ast.File) []string {
	t.Helper()
	var out []string
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := c.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			start, ok := keyArgs[sel.Sel.Name]
			if !ok || len(c.Args) <= start {
				return true
			}
			if start > 0 {
				if msg, ok := c.Args[start-1].(*ast.BasicLit); !ok || msg.Kind != token.STRING {
					return true
				}
			}
			for i := start; i < len(c.Args); i += 2 {
				lit, ok := c.Args[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					break // an slog.Attr or a spread: the pairs are no longer literal
				}
				key, _ := strconv.Unquote(lit.Value)
				if want, bad := logKeys[key]; bad {
					out = append(out, fset.Position(lit.Pos()).String()+": key "+strconv.Quote(key)+", want "+strconv.Quote(want))
				}
			}
			return true
		})
	}
	return out
}

// Every log line of the product names things with the same keys.
func TestLogKeys(t *testing.T) {
	fset := token.NewFileSet()
	for _, p := range modulePackages(t) {
		var files []*ast.File
		for _, name := range p.GoFiles {
			f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		for _, bad := range logKeysIn(t, fset, files) {
			t.Error(bad)
		}
	}
}

// The scan finds a wrong key in each kind of call, and passes the right ones.
func TestLogKeysCatchesWrongKeys(t *testing.T) {
	const src = `package p
func f() {
	log.Info("brief built", "firm", 1, "matter_id", 2)
	log.WarnContext(ctx, "x", "firm_id", 1, "run", 2)
	log.Log(ctx, level, "x", "document", 3)
	log.With("worker", w).Info("ok", "err", err)
	log.Info("fine", "firm_id", 1, "matter_id", 2, "err", err)
}`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := logKeysIn(t, fset, []*ast.File{f})
	if len(got) != 4 {
		t.Fatalf("found %d wrong keys, want 4 (firm, run, document, worker): %q", len(got), got)
	}
}
