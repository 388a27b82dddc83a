package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// A value that does not parse, from the environment or a flag, is an error
// that names both the flag and the variable; nothing runs on a fallback.
func TestBadSettingNamesFlagAndVariable(t *testing.T) {
	cases := []struct {
		env, value, flag string
	}{
		{"PRAMAAN_LEASE", "bogus", "--lease"},
		{"PRAMAAN_LEASE", "0s", "--lease"},
		{"PRAMAAN_LOG_FORMAT", "xml", "--log-format"},
		{"PRAMAAN_LOG_LEVEL", "loud", "--log-level"},
		{"PRAMAAN_OPENAI_TIMEOUT", "soon", "--openai-timeout"},
		{"PRAMAAN_OPENAI_MAX_TOKENS", "-3", "--openai-max-tokens"},
		{"PRAMAAN_SLOTS_PER_FIRM", "half", "--slots-per-firm"},
		{"PRAMAAN_SLOTS_PER_FIRM", "-1", "--slots-per-firm"},
	}
	for _, c := range cases {
		t.Run(c.env+"="+c.value, func(t *testing.T) {
			t.Setenv(c.env, c.value)
			_, err := runCLI(t, context.Background(), "config")
			if err == nil {
				t.Fatalf("%s=%s accepted", c.env, c.value)
			}
			for _, w := range []string{c.env, c.flag, c.value} {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
			// The flag given on the command line wins over the bad variable.
			if _, err := runCLI(t, context.Background(), "config", c.flag+"="+goodValue(c.flag)); err != nil {
				t.Errorf("%s given: %v", c.flag, err)
			}
		})
		t.Run(c.flag+"="+c.value, func(t *testing.T) {
			t.Setenv(c.env, "")
			_, err := runCLI(t, context.Background(), "config", c.flag+"="+c.value)
			if err == nil {
				t.Fatalf("%s=%s accepted", c.flag, c.value)
			}
			for _, w := range []string{c.env, c.flag} {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
		})
	}
}

func goodValue(flag string) string {
	switch flag {
	case "--lease", "--openai-timeout":
		return "20s"
	case "--log-format":
		return "json"
	case "--log-level":
		return "debug"
	}
	return "7"
}

// `pramaan config` shows every setting with its source, and masks secrets.
func TestConfigPrintsEffectiveSettingsMasked(t *testing.T) {
	t.Setenv("PRAMAAN_DATABASE_URL", "postgres://app:hunter2@db.example:5432/pramaan")
	t.Setenv("PRAMAAN_OPENAI_API_KEY", "sk-very-secret")
	t.Setenv("PRAMAAN_LEASE", "45s")
	t.Setenv("PRAMAAN_ADDR", "")
	t.Setenv("PRAMAAN_MODEL", "")
	out, err := runCLI(t, context.Background(), "config", "--json", "--model", "openai")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "hunter2") || strings.Contains(out, "sk-very-secret") {
		t.Fatalf("config shows a secret:\n%s", out)
	}
	var got struct{ Settings []shownSetting }
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("config --json: %v\n%s", err, out)
	}
	by := map[string]shownSetting{}
	for _, s := range got.Settings {
		by[s.Env] = s
	}
	want := map[string]shownSetting{
		"PRAMAAN_DATABASE_URL":   {Flag: "--database-url", Env: "PRAMAAN_DATABASE_URL", Value: "postgres://app:xxxxx@db.example:5432/pramaan", Source: "env", Secret: true},
		"PRAMAAN_OPENAI_API_KEY": {Flag: "--openai-api-key", Env: "PRAMAAN_OPENAI_API_KEY", Value: "xxxxx", Source: "env", Secret: true},
		"PRAMAAN_LEASE":          {Flag: "--lease", Env: "PRAMAAN_LEASE", Value: "45s", Source: "env"},
		"PRAMAAN_MODEL":          {Flag: "--model", Env: "PRAMAAN_MODEL", Value: "openai", Source: "flag"},
		"PRAMAAN_ADDR":           {Flag: "--addr", Env: "PRAMAAN_ADDR", Value: "127.0.0.1:8080", Source: "default"},
	}
	for env, w := range want {
		if by[env] != w {
			t.Errorf("%s: %+v, want %+v", env, by[env], w)
		}
	}
	for _, env := range []string{"PRAMAAN_OPENAI_BASE_URL", "PRAMAAN_OPENAI_MODEL", "PRAMAAN_OPENAI_TIMEOUT",
		"PRAMAAN_OPENAI_MAX_CHARS", "PRAMAAN_OPENAI_MAX_TOKENS", "PRAMAAN_METRICS_ADDR", "PRAMAAN_LOG_FORMAT",
		"PRAMAAN_NATS_URL", "PRAMAAN_DATA", "PRAMAAN_GROUP_COMMIT", "PRAMAAN_SLOTS_PER_FIRM"} {
		if _, ok := by[env]; !ok {
			t.Errorf("config has no setting for %s", env)
		}
	}
}

// A secret in a URL is masked wherever the URL keeps it: the password, a
// password in the query string, a NATS token in the user part.
func TestConfigMasksSecretsInEveryPartOfAURL(t *testing.T) {
	for _, c := range []struct{ env, value, secret, keep string }{
		{"PRAMAAN_DATABASE_URL", "postgres://app:hunter2@db.example/pramaan", "hunter2", "db.example"},
		{"PRAMAAN_DATABASE_URL", "postgres://app@db.example/pramaan?password=hunter2&sslmode=require", "hunter2", "sslmode=require"},
		{"PRAMAAN_DATABASE_URL", "host=db.example user=app password=hunter2 dbname=pramaan", "hunter2", "xxxxx"},
		{"PRAMAAN_NATS_URL", "nats://s3cr3t-token@nats.example:4222", "s3cr3t-token", "nats.example"},
		{"PRAMAAN_NATS_URL", "nats://user:natspw@nats.example:4222", "natspw", "user"},
	} {
		t.Setenv(c.env, c.value)
		out, err := runCLI(t, context.Background(), "config", "--json")
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.secret) || !strings.Contains(out, c.keep) {
			t.Errorf("%s=%s: config shows %q or hides %q:\n%s", c.env, c.value, c.secret, c.keep, out)
		}
		t.Setenv(c.env, "")
	}
}

// The worker's --slots has its environment twin, PRAMAAN_SLOTS, refused
// with both names when it does not parse.
func TestWorkerSlotsFromEnvironment(t *testing.T) {
	for _, bad := range []string{"many", "0", "-2"} {
		t.Setenv("PRAMAAN_SLOTS", bad)
		_, err := runCLI(t, context.Background(), "worker")
		if err == nil {
			t.Fatalf("PRAMAAN_SLOTS=%s accepted", bad)
		}
		for _, w := range []string{"PRAMAAN_SLOTS", "--slots", bad} {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("error %q does not name %q", err, w)
			}
		}
	}
}
