package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// runCLI runs the binary's root command in this process with args and
// returns its error; a panic fails the test with the role and its cause.
func runCLI(t *testing.T, ctx context.Context, args ...string) (out string, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("pramaan %s panicked: %v", strings.Join(args, " "), r)
		}
	}()
	root := newRoot()
	var buf bytes.Buffer
	root.SetOut(&buf)
	root.SetErr(&buf)
	root.SetArgs(args)
	err = root.ExecuteContext(ctx)
	return buf.String(), err
}

// Every role fails to start with an error that names its cause and the flag
// or variable to fix, never a panic: a database that cannot be reached, a
// URL that does not parse, an unknown model panel, the openai member without
// its settings.
func TestStartupErrorsNameTheirCause(t *testing.T) {
	t.Setenv("PRAMAAN_OPENAI_BASE_URL", "")
	t.Setenv("PRAMAAN_OPENAI_MODEL", "")
	t.Setenv("PRAMAAN_OPENAI_API_KEY", "")
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("PRAMAAN_NATS_URL", "")
	cases := []struct {
		name  string
		flags []string
		want  []string
	}{
		{"unreachable database", []string{"--database-url", "postgres://postgres@127.0.0.1:1/x?connect_timeout=3"},
			[]string{"PRAMAAN_DATABASE_URL", "127.0.0.1:1"}},
		{"unparseable database URL", []string{"--database-url", "postgres://%zz"},
			[]string{"PRAMAAN_DATABASE_URL"}},
		{"unknown model", []string{"--database-url", "postgres://postgres@127.0.0.1:1/x?connect_timeout=3", "--model", "bogus"},
			[]string{"PRAMAAN_MODEL", "bogus"}},
		{"openai without settings", []string{"--database-url", "postgres://postgres@127.0.0.1:1/x?connect_timeout=3", "--model", "openai"},
			[]string{"PRAMAAN_MODEL", "PRAMAAN_OPENAI"}},
	}
	for _, role := range []string{"up", "demo", "serve", "worker", "relay"} {
		for _, c := range cases {
			t.Run(role+"/"+c.name, func(t *testing.T) {
				t.Setenv("PRAMAAN_DATA", t.TempDir())
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				args := append([]string{role, "--addr", "127.0.0.1:0"}, c.flags...)
				_, err := runCLI(t, ctx, args...)
				if err == nil {
					t.Fatalf("pramaan %s: started, want an error", strings.Join(args, " "))
				}
				for _, w := range c.want {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("pramaan %s: error %q does not name %q", strings.Join(args, " "), err, w)
					}
				}
				if strings.Contains(fmt.Sprint(err), "nil pointer") {
					t.Errorf("error %q", err)
				}
			})
		}
	}
}
