package app

import (
	"context"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"pramaan/brief/model"
	"pramaan/outbox"
	"pramaan/rail"
)

// tracer names the spans the wiring adds around the parts: the run, each
// call to the model panel and each panel member's call.
var tracer = otel.Tracer("pramaan/app")

// tracedRun wraps a rail BuildFunc in a span "rail.run", a child of the
// trace context the claim's demand left on the run row, so a build joins the
// trace of the upload (or click) that caused it.
func tracedRun(build rail.BuildFunc) rail.BuildFunc {
	return func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		if c.TraceParent != "" {
			ctx = outbox.ContextWithTraceParent(ctx, c.TraceParent)
		}
		ctx, span := tracer.Start(ctx, "rail.run", trace.WithAttributes(
			attribute.String("pramaan.firm_id", c.FirmID), attribute.String("pramaan.matter_id", c.MatterID),
			attribute.Int64("pramaan.token", c.Token), attribute.Int64("pramaan.run_id", c.RunID),
			attribute.String("pramaan.worker_id", c.WorkerID)))
		defer span.End()
		f, err := build(ctx, c)
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, "build failed")
		}
		return f, err
	}
}

// tracedModel gives each call to the model panel its own span. It reads
// one document at a time and merges like the model it wraps
// (model.PerDocument), with that model's version, so the builder's
// extraction cache works through it.
type tracedModel struct{ model.Model }

// ExtractDocument gives each document sent to the model its own span.
func (m tracedModel) ExtractDocument(ctx context.Context, d model.Document) (model.Output, error) {
	ctx, span := tracer.Start(ctx, "model.extract "+m.Name(), trace.WithAttributes(
		attribute.Int("pramaan.documents", 1), attribute.String("pramaan.document_id", d.ID)))
	defer span.End()
	out, err := model.AsPerDocument(m.Model).ExtractDocument(ctx, d)
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, "model call failed")
	}
	span.SetAttributes(attribute.Int("pramaan.model_calls", out.Calls), attribute.Int("pramaan.tokens", out.Tokens))
	return out, err
}

// Merge is the wrapped model's merge across documents.
func (m tracedModel) Merge(in model.Input, outs []model.Output) model.Output {
	return model.AsPerDocument(m.Model).Merge(in, outs)
}

// Version is the wrapped model's version.
func (m tracedModel) Version() string { return model.VersionOf(m.Model) }

func (m tracedModel) Extract(ctx context.Context, in model.Input) (model.Output, error) {
	ctx, span := tracer.Start(ctx, "model.extract "+m.Name(), trace.WithAttributes(
		attribute.Int("pramaan.documents", len(in.Documents))))
	defer span.End()
	out, err := m.Model.Extract(ctx, in)
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, "model call failed")
	}
	span.SetAttributes(attribute.Int("pramaan.model_calls", out.Calls))
	return out, err
}

// traceMembers gives each member of a panel its own span for every call
// ("model.member <name>", a child of the panel call's span): a slow or
// failing member shows in the trace by name. Any other model is returned
// as it is (its calls are the panel call's span already).
func traceMembers(m model.Model) model.Model {
	p, ok := m.(*model.Panel)
	if !ok {
		return m
	}
	members := make([]model.Model, len(p.Members))
	for i, mm := range p.Members {
		members[i] = tracedMember{mm}
	}
	return model.NewPanel(members...)
}

// tracedMember is a panel member with a span per call. It keeps the
// member's name and version, so the panel's name, its merge (FoundBy) and
// the Brief's extraction cache see the member itself.
type tracedMember struct{ model.Model }

// Version is the member's version.
func (m tracedMember) Version() string { return model.VersionOf(m.Model) }

// Extract is the member's call, in its own span.
func (m tracedMember) Extract(ctx context.Context, in model.Input) (model.Output, error) {
	ctx, span := tracer.Start(ctx, "model.member "+m.Name(), trace.WithAttributes(
		attribute.String("pramaan.model.member", m.Name()), attribute.Int("pramaan.documents", len(in.Documents))))
	defer span.End()
	out, err := m.Model.Extract(ctx, in)
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, "model call failed")
	}
	span.SetAttributes(attribute.Int("pramaan.model_calls", out.Calls), attribute.Int("pramaan.tokens", out.Tokens))
	return out, err
}
