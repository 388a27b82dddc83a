package main

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pramaan/internal/pgserver"
	"pramaan/internal/waitfor"
)

// Every role serves /metrics, /healthz and /readyz on its own
// --metrics-addr, ready once its database (and bus) answer, and stops on
// its context (what SIGTERM cancels) with no error.
func TestEveryRoleServesItsOperationsEndpoint(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	s, err := pgserver.Start(ctx, pgserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Stop() }()
	t.Setenv("PRAMAAN_DATABASE_URL", s.URL("postgres"))
	t.Setenv("PRAMAAN_NATS_URL", "")
	t.Setenv("PRAMAAN_MODEL", "rules")
	get := func(url string) (int, string) {
		resp, err := http.Get(url)
		if err != nil {
			return 0, ""
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for _, role := range []string{"serve", "worker", "relay"} {
		t.Run(role, func(t *testing.T) {
			ops, api := freeAddr(t), freeAddr(t)
			args := []string{role, "--metrics-addr", ops, "--addr", api, "--data", filepath.Join(t.TempDir(), "data")}
			if role == "relay" {
				args = append(args, "--nats-listen", "")
			}
			rctx, stop := context.WithCancel(ctx)
			done := make(chan error, 1)
			go func() { _, err := runCLI(t, rctx, args...); done <- err }()
			base := "http://" + ops
			waitfor.Until(t, time.Minute, role+"'s /readyz to answer 200", func() bool {
				select {
				case err := <-done:
					t.Fatalf("pramaan %s stopped before it was ready: %v", role, err)
				default:
				}
				code, _ := get(base + "/readyz")
				return code == http.StatusOK
			})
			if code, _ := get(base + "/healthz"); code != http.StatusOK {
				t.Errorf("%s /healthz = %d", role, code)
			}
			code, body := get(base + "/metrics")
			if code != http.StatusOK || !strings.Contains(body, "pramaan_pool_connections") {
				t.Errorf("%s /metrics = %d without the pool's gauges", role, code)
			}
			if role != "serve" && !strings.Contains(body, "pramaan_relay_published_total") {
				t.Errorf("%s relays its facts but /metrics has no pramaan_relay_published_total", role)
			}
			stop()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("pramaan %s stopped with: %v", role, err)
				}
			case <-time.After(time.Minute):
				t.Fatalf("pramaan %s did not stop", role)
			}
		})
	}
}
