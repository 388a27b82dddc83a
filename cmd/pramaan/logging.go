package main

import (
	"log/slog"
	"os"

	"pramaan/internal/telemetry"
)

// newLogger is the process's one logger: text or JSON lines on stderr
// (--log-format), at --log-level, with the role on every line and the trace
// id on every line logged with a traced context. It becomes slog's default,
// so the standard library's log package and every part left without a
// logger write through it too. quietByDefault raises the level to warn when
// --log-level was not given (up and demo print progress lines instead).
func newLogger(role string, quietByDefault bool) *slog.Logger {
	level := slog.LevelInfo
	switch cfg.LogLevel {
	case "debug":
		level = slog.LevelDebug
	case "warn":
		level = slog.LevelWarn
	case "error":
		level = slog.LevelError
	}
	if quietByDefault && !cfg.given("log-level") {
		level = slog.LevelWarn
	}
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(os.Stderr, opts)
	if cfg.LogFormat == "json" {
		h = slog.NewJSONHandler(os.Stderr, opts)
	}
	logger := slog.New(telemetry.LogHandler(h)).With("role", role)
	slog.SetDefault(logger)
	return logger
}
