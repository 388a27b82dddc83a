package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
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

// A command typed wrong says what to type instead, before it touches any
// database: a missing argument or flag gives the command's usage line, an
// unknown subcommand is an error that lists the known ones (never the help
// text and exit status 0).
func TestUsageMistakesSayWhatToType(t *testing.T) {
	t.Setenv("PRAMAAN_DATA", t.TempDir())
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"firm", "create"}, []string{"pramaan firm create NAME"}},
		{[]string{"firm", "create", "a", "b"}, []string{"pramaan firm create NAME"}},
		{[]string{"firm", "delete", "x"}, []string{`unknown command "delete" for "pramaan firm"`, "create"}},
		{[]string{"key", "list"}, []string{`"firm"`, "pramaan key list --firm ID"}},
		{[]string{"key", "create"}, []string{`"firm"`, "pramaan key create --firm ID"}},
		{[]string{"key", "revoke", "--firm", "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b"}, []string{"pramaan key revoke KEY_ID --firm ID"}},
		{[]string{"key", "rotate"}, []string{`unknown command "rotate" for "pramaan key"`, "create, list, revoke"}},
		{[]string{"rail", "stats"}, []string{`unknown command "stats" for "pramaan rail"`, "status"}},
		{[]string{"rail", "status", "extra"}, []string{"pramaan rail status"}},
	}
	for _, c := range cases {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		_, err := runCLI(t, ctx, c.args...)
		cancel()
		if err == nil {
			t.Errorf("pramaan %s: no error", strings.Join(c.args, " "))
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("pramaan %s: error %q does not say %q", strings.Join(c.args, " "), err, w)
			}
		}
	}
}

// A group of commands, asked for nothing, prints its help and no error; its
// usage line and its subcommands' stay the usual ones.
func TestGroupHelpKeepsItsUsage(t *testing.T) {
	ctx := context.Background()
	out, err := runCLI(t, ctx, "key")
	if err != nil || !strings.Contains(out, "pramaan key [command]") || strings.Contains(out, "pramaan key [flags]") {
		t.Errorf("pramaan key: %v\n%s", err, out)
	}
	out, err = runCLI(t, ctx, "firm", "create", "--help")
	if err != nil || !strings.Contains(out, "pramaan firm create NAME [flags]") {
		t.Errorf("pramaan firm create --help: %v\n%s", err, out)
	}
}

// `up` and `serve` bind their API address before anything else starts: a
// taken or malformed address is refused at once, before a cluster is
// initialised in the data folder or a process is started.
func TestAPIRolesRefuseABadAddressBeforeStarting(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	for _, role := range []string{"up", "serve"} {
		for _, addr := range []string{taken.Addr().String(), "bogus"} {
			dir := t.TempDir()
			t.Setenv("PRAMAAN_DATA", dir)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			_, err := runCLI(t, ctx, role, "--addr", addr)
			cancel()
			if err == nil || !strings.Contains(err.Error(), addr) || !strings.Contains(err.Error(), "PRAMAAN_ADDR") {
				t.Errorf("%s --addr %s: %v, want an error naming the address and PRAMAAN_ADDR", role, addr, err)
			}
			if _, err := os.Stat(filepath.Join(dir, "pg")); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s --addr %s: the data folder has a cluster (%v): it started before binding", role, addr, err)
			}
		}
	}
}

// The firm and key commands say on stderr which cluster they use, and that
// they initialised one when the data folder held none (a mistyped
// PRAMAAN_DATA would otherwise make a firm in a database no server reads).
func TestFirmCreateSaysWhichClusterItUses(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("PRAMAAN_DATA", dir)
	t.Setenv("PRAMAAN_DATABASE_URL", "")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := os.Stderr
	os.Stderr = w
	got := make(chan string)
	go func() { b, _ := io.ReadAll(r); got <- string(b) }()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := runCLI(t, ctx, "firm", "create", "Typo LLP", "--json")
	os.Stderr = stderr
	w.Close()
	msgs := <-got
	if err != nil {
		t.Fatalf("firm create: %v\n%s", err, msgs)
	}
	if !strings.Contains(out, `"api_key"`) || strings.Contains(out, "initialising") {
		t.Errorf("stdout is not the JSON alone: %q", out)
	}
	if !strings.Contains(msgs, "initialising a private PostgreSQL cluster in "+filepath.Join(dir, "pg")) {
		t.Errorf("stderr does not say a cluster was initialised in %s: %q", dir, msgs)
	}
}

// A count or a duration that cannot work is refused, naming its flag, before
// anything starts (it fell back to a default, or to one build slot, unsaid).
func TestImpossibleCountsAreRefused(t *testing.T) {
	t.Setenv("PRAMAAN_DATA", t.TempDir())
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"worker", "--slots", "0"}, "--slots"},
		{[]string{"worker", "--slots", "-1"}, "--slots"},
		{[]string{"chaos", "--duration", "0s"}, "--duration"},
		{[]string{"chaos", "--duration", "-5s"}, "--duration"},
		{[]string{"chaos", "--workers", "1"}, "--workers"},
		{[]string{"chaos", "--relays", "0"}, "--relays"},
		{[]string{"chaos", "--matters", "0"}, "--matters"},
		{[]string{"chaos", "--clients", "0"}, "--clients"},
		{[]string{"chaos", "--worker-lease", "0s"}, "--worker-lease"},
		{[]string{"chaos", "--build-time", "-1s"}, "--build-time"},
		{[]string{"chaos", "--fault-gap", "0s"}, "--fault-gap"},
	}
	for _, c := range cases {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_, err := runCLI(t, ctx, c.args...)
		cancel()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("pramaan %s: %v, want an error naming %s", strings.Join(c.args, " "), err, c.want)
		}
	}
}

// `pramaan firm list` shows every firm with its id, so an operator who has
// lost an id can find it; a firm id the database does not hold says so and
// names that command.
func TestFirmListAndUnknownFirm(t *testing.T) {
	t.Setenv("PRAMAAN_DATA", t.TempDir())
	t.Setenv("PRAMAAN_DATABASE_URL", "")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for _, name := range []string{"Alpha LLP", "Beta & Co"} {
		if _, err := runCLI(t, ctx, "firm", "create", name, "--json"); err != nil {
			t.Fatal(err)
		}
	}
	out, err := runCLI(t, ctx, "firm", "list", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var firms []struct {
		FirmID string `json:"firm_id"`
		Name   string `json:"name"`
		Keys   int    `json:"active_keys"`
	}
	if err := json.Unmarshal([]byte(out), &firms); err != nil || len(firms) != 2 || firms[0].Name != "Alpha LLP" || firms[1].Name != "Beta & Co" || firms[0].Keys != 1 || firms[0].FirmID == "" {
		t.Fatalf("firm list --json: %v %+v\n%s", err, firms, out)
	}
	if out, err := runCLI(t, ctx, "firm", "list"); err != nil || !strings.Contains(out, firms[1].FirmID) || !strings.Contains(out, "Beta & Co") {
		t.Errorf("firm list: %v\n%s", err, out)
	}
	for _, args := range [][]string{
		{"key", "list", "--firm", "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b"},
		{"key", "create", "--firm", "nope"},
	} {
		_, err := runCLI(t, ctx, args...)
		if err == nil || !strings.Contains(err.Error(), "pramaan firm list") {
			t.Errorf("pramaan %s: %v, want an error naming `pramaan firm list`", strings.Join(args, " "), err)
		}
	}
}
