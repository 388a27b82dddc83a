package model

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// OpenAI is the member that asks any OpenAI-compatible chat-completions
// server (OpenAI, Ollama, vLLM, llama.cpp's server, ...) for the Brief's
// items, with structured output (response_format json_schema, strict) and
// temperature 0. Documents are sent page by page with their ids and page
// numbers; a matter larger than MaxChars is sent in several calls, each
// counted. Whatever it proposes is grounded by package brief like any other
// member's output: a quote the page does not hold is dropped.
type OpenAI struct {
	// BaseURL is the API root, like "https://api.openai.com/v1" or
	// "http://127.0.0.1:11434/v1"; "/chat/completions" is appended.
	BaseURL string
	// Model is the model name the server knows ("gpt-4o-mini", "llama3.1").
	Model string
	// APIKey is sent as a Bearer token when not empty (local servers need none).
	APIKey string
	// Client is the HTTP client; nil means a client with Timeout.
	Client *http.Client
	// Timeout bounds one call; zero means 5 minutes.
	Timeout time.Duration
	// MaxChars bounds the document text sent in one call; zero means 60000.
	MaxChars int
	// MaxTokens bounds the answer (max_tokens); zero leaves it to the server.
	MaxTokens int
	// MaxInputTokens is the token budget of one request's document text,
	// estimated from its length (charsPerToken characters a token); when set
	// it lowers MaxChars to fit. A page longer than the budget is sent in
	// pieces, each under it, each marked with the page's number.
	MaxInputTokens int
	// MaxRetries is how many times a request is tried again after a 429, a
	// 5xx or a broken connection; zero means 3, negative means never.
	MaxRetries int
	// RetryBase is the first back-off (doubling each time, at most
	// maxBackoff); zero means one second. A Retry-After header (seconds or
	// an HTTP date) sets the wait instead, within maxBackoff.
	RetryBase time.Duration
}

// charsPerToken estimates tokens from text length (English prose averages
// about four characters a token); maxBackoff bounds one wait between tries.
const (
	charsPerToken = 4
	maxBackoff    = 2 * time.Minute
)

// OpenAIFromEnv configures the openai member from PRAMAAN_OPENAI_BASE_URL
// (default https://api.openai.com/v1), PRAMAAN_OPENAI_MODEL (required),
// PRAMAAN_OPENAI_API_KEY, PRAMAAN_OPENAI_TIMEOUT (a duration),
// PRAMAAN_OPENAI_MAX_CHARS and PRAMAAN_OPENAI_MAX_TOKENS.
func OpenAIFromEnv(getenv Getenv) (Model, error) {
	o := &OpenAI{
		BaseURL: getenv("PRAMAAN_OPENAI_BASE_URL"),
		Model:   getenv("PRAMAAN_OPENAI_MODEL"),
		APIKey:  getenv("PRAMAAN_OPENAI_API_KEY"),
	}
	if o.BaseURL == "" {
		o.BaseURL = "https://api.openai.com/v1"
	}
	if o.Model == "" {
		return nil, errors.New("openai model: set PRAMAAN_OPENAI_MODEL to the model's name (and PRAMAAN_OPENAI_BASE_URL for a server other than api.openai.com)")
	}
	if v := getenv("PRAMAAN_OPENAI_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return nil, fmt.Errorf("openai model: PRAMAAN_OPENAI_TIMEOUT=%q is not a duration: %w", v, err)
		}
		o.Timeout = d
	}
	for name, dst := range map[string]*int{"PRAMAAN_OPENAI_MAX_CHARS": &o.MaxChars, "PRAMAAN_OPENAI_MAX_TOKENS": &o.MaxTokens} {
		if v := getenv(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("openai model: %s=%q is not a positive number", name, v)
			}
			*dst = n
		}
	}
	return o, nil
}

// Name implements Model.
func (o *OpenAI) Name() string { return "openai" }

// Version implements Versioned: the server's model name and a digest of the
// instructions, the answer's schema and the chunk size, so a cached
// extraction is reused only while all of them are unchanged.
func (o *OpenAI) Version() string {
	schema, _ := json.Marshal(openAISchema())
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%d\x00%d", openAIInstructions, schema, o.budget(), o.MaxTokens)
	return "openai/" + o.Model + "/" + hex.EncodeToString(h.Sum(nil))[:12]
}

const openAIInstructions = `You read the record of a litigation matter and extract, strictly from the text given:
- parties: every person or organisation with a role in the matter. role is one of the listed values: caption roles (plaintiff, defendant, petitioner, respondent, appellant, appellee), counsel (attorneys), judge, declarant (declarations, affidavits), deponent, witness, sender and recipient (emails, letters), party (a party to a contract), third party. A name with several roles appears once per role.
- chronology: every event with a day-level date (ISO YYYY-MM-DD); event is one short sentence saying what happened.
- assertions: what each document asserts (alleges, admits, denies, states, declares), one short sentence each.
Every item cites document_id and page exactly as given in the markers, and a quote: a short passage (under 200 characters) copied character for character from that page. Items whose quote is not on the cited page are discarded, so never paraphrase a quote. Do not invent anything that the text does not say.`

// openAISchema is the JSON schema of the answer (strict structured output).
func openAISchema() map[string]any {
	str := map[string]any{"type": "string"}
	item := func(props map[string]any) map[string]any {
		props["document_id"] = str
		props["page"] = map[string]any{"type": "integer"}
		props["quote"] = str
		req := make([]string, 0, len(props))
		for _, k := range []string{"name", "role", "date", "event", "text", "document_id", "page", "quote"} {
			if _, ok := props[k]; ok {
				req = append(req, k)
			}
		}
		return map[string]any{"type": "object", "additionalProperties": false, "properties": props, "required": req}
	}
	arr := func(it map[string]any) map[string]any { return map[string]any{"type": "array", "items": it} }
	return map[string]any{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []string{"parties", "chronology", "assertions"},
		"properties": map[string]any{
			"parties":    arr(item(map[string]any{"name": str, "role": map[string]any{"type": "string", "enum": Roles}})),
			"chronology": arr(item(map[string]any{"date": map[string]any{"type": "string", "description": "YYYY-MM-DD"}, "event": str})),
			"assertions": arr(item(map[string]any{"text": str})),
		},
	}
}

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model          string         `json:"model"`
	Messages       []chatMessage  `json:"messages"`
	Temperature    float64        `json:"temperature"`
	MaxTokens      int            `json:"max_tokens,omitempty"`
	ResponseFormat map[string]any `json:"response_format"`
}

type chatResponse struct {
	Choices []struct {
		FinishReason string `json:"finish_reason"`
		Message      struct {
			Content *string `json:"content"`
			Refusal *string `json:"refusal"`
		} `json:"message"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
	Usage *struct {
		TotalTokens int `json:"total_tokens"`
	} `json:"usage"`
}

type openAIItem struct {
	Name       string `json:"name"`
	Role       string `json:"role"`
	Date       string `json:"date"`
	Event      string `json:"event"`
	Text       string `json:"text"`
	DocumentID string `json:"document_id"`
	Page       int    `json:"page"`
	Quote      string `json:"quote"`
}

type openAIAnswer struct {
	Parties    []openAIItem `json:"parties"`
	Chronology []openAIItem `json:"chronology"`
	Assertions []openAIItem `json:"assertions"`
}

// chunks renders the documents as marked text, split into parts of at most
// max characters at page boundaries; a page that cannot fit in one part is
// cut into pieces (at line breaks where it can), each sent with its page's
// marker, so no part is ever larger than max.
func chunks(in Input, max int) []string {
	var parts []string
	var b strings.Builder
	for _, d := range in.Documents {
		head := fmt.Sprintf("=== DOCUMENT document_id=%s file=%q pages=%d\n", d.ID, d.FileName, len(d.Pages))
		b.WriteString(head)
		for i, p := range d.Pages {
			marker := fmt.Sprintf("--- document_id=%s page=%d\n", d.ID, i+1)
			room := max - len(head) - len(marker) - 1
			for _, piece := range splitText(p, room) {
				page := marker + piece + "\n"
				if b.Len()+len(page) > max && b.Len() > len(head) {
					parts = append(parts, b.String())
					b.Reset()
					b.WriteString(head)
				}
				b.WriteString(page)
			}
		}
	}
	if b.Len() > 0 {
		parts = append(parts, b.String())
	}
	return parts
}

// splitText cuts s into pieces of at most n bytes, at the last line break
// (else space) before the limit when there is one, never inside a UTF-8
// character.
func splitText(s string, n int) []string {
	if n < 64 {
		n = 64
	}
	var out []string
	for len(s) > n {
		cut := n
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		if i := strings.LastIndexByte(s[:cut], '\n'); i > n/2 {
			cut = i + 1
		} else if i := strings.LastIndexByte(s[:cut], ' '); i > n/2 {
			cut = i + 1
		}
		out = append(out, s[:cut])
		s = s[cut:]
	}
	return append(out, s)
}

// budget is the most document characters one request carries.
func (o *OpenAI) budget() int {
	max := o.MaxChars
	if max <= 0 {
		max = 60000
	}
	if o.MaxInputTokens > 0 && o.MaxInputTokens*charsPerToken < max {
		max = o.MaxInputTokens * charsPerToken
	}
	return max
}

// Extract implements Model: one call per chunk of the documents (and one
// more for each retry).
func (o *OpenAI) Extract(ctx context.Context, in Input) (Output, error) {
	max := o.budget()
	var out Output
	for i, part := range chunks(in, max) {
		ans, tokens, tries, err := o.callRetrying(ctx, part)
		out.Calls += tries
		out.Tokens += tokens
		if err != nil {
			return out, fmt.Errorf("openai model %s at %s, call %d: %w", o.Model, o.BaseURL, i+1, err)
		}
		cite := func(it openAIItem) []Citation {
			return []Citation{{DocumentID: it.DocumentID, Page: it.Page, Quote: it.Quote}}
		}
		for _, it := range ans.Parties {
			out.Parties = append(out.Parties, Party{Name: it.Name, Role: strings.ToLower(strings.TrimSpace(it.Role)), Citations: cite(it)})
		}
		for _, it := range ans.Chronology {
			out.Chronology = append(out.Chronology, Event{Date: strings.TrimSpace(it.Date), Event: it.Event, Citations: cite(it)})
		}
		for _, it := range ans.Assertions {
			out.Assertions = append(out.Assertions, Assertion{Text: it.Text, Citation: cite(it)[0]})
		}
	}
	return out, nil
}

// retryable is an answer worth asking again for: a 429, a 5xx or a broken
// connection, with the server's Retry-After when it sent one.
type retryable struct {
	err   error
	after time.Duration // from Retry-After; zero when absent
}

func (e *retryable) Error() string { return e.err.Error() }
func (e *retryable) Unwrap() error { return e.err }

// retryAfter reads a Retry-After header: seconds, or an HTTP date.
func retryAfter(h string, now time.Time) time.Duration {
	h = strings.TrimSpace(h)
	if h == "" {
		return 0
	}
	if n, err := strconv.Atoi(h); err == nil && n >= 0 {
		return time.Duration(n) * time.Second
	}
	if t, err := http.ParseTime(h); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// callRetrying is call, tried again after a retryable failure with
// exponential back-off (or the server's Retry-After), up to MaxRetries
// times. It returns the tokens spent and the requests made.
func (o *OpenAI) callRetrying(ctx context.Context, docs string) (openAIAnswer, int, int, error) {
	retries := o.MaxRetries
	if retries == 0 {
		retries = 3
	}
	if retries < 0 {
		retries = 0
	}
	wait := o.RetryBase
	if wait <= 0 {
		wait = time.Second
	}
	spent := 0
	for try := 1; ; try++ {
		ans, tokens, err := o.call(ctx, docs)
		spent += tokens
		var re *retryable
		if err == nil || !errors.As(err, &re) || try > retries {
			return ans, spent, try, err
		}
		d := wait
		if re.after > 0 {
			d = re.after
		}
		d = min(d, maxBackoff)
		t := time.NewTimer(d)
		select {
		case <-ctx.Done():
			t.Stop()
			return ans, spent, try, fmt.Errorf("%w (gave up waiting %s to retry: %w)", err, d, ctx.Err())
		case <-t.C:
		}
		wait = min(2*wait, maxBackoff)
	}
}

func (o *OpenAI) call(ctx context.Context, docs string) (openAIAnswer, int, error) {
	req := chatRequest{
		Model: o.Model,
		Messages: []chatMessage{
			{Role: "system", Content: openAIInstructions},
			{Role: "user", Content: docs},
		},
		Temperature: 0,
		MaxTokens:   o.MaxTokens,
		ResponseFormat: map[string]any{
			"type": "json_schema",
			"json_schema": map[string]any{
				"name":   "brief",
				"strict": true,
				"schema": openAISchema(),
			},
		},
	}
	tokens := 0
	body, err := json.Marshal(req)
	if err != nil {
		return openAIAnswer{}, tokens, err
	}
	timeout := o.Timeout
	if timeout <= 0 {
		timeout = 5 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(o.BaseURL, "/")+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return openAIAnswer{}, tokens, err
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Accept", "application/json")
	if o.APIKey != "" {
		hr.Header.Set("Authorization", "Bearer "+o.APIKey)
	}
	client := o.Client
	if client == nil {
		client = &http.Client{}
	}
	resp, err := client.Do(hr)
	if err != nil {
		if ctx.Err() != nil {
			return openAIAnswer{}, tokens, fmt.Errorf("request: %w", err)
		}
		return openAIAnswer{}, tokens, &retryable{err: fmt.Errorf("request: %w", err)}
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
	if err != nil {
		return openAIAnswer{}, tokens, fmt.Errorf("read response: %w", err)
	}
	var cr chatResponse
	jerr := json.Unmarshal(raw, &cr)
	if resp.StatusCode/100 != 2 {
		msg := strings.TrimSpace(string(raw))
		if jerr == nil && cr.Error != nil && cr.Error.Message != "" {
			msg = cr.Error.Message
		}
		if len(msg) > 500 {
			msg = msg[:500] + "..."
		}
		err := fmt.Errorf("HTTP %d: %s", resp.StatusCode, msg)
		if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode/100 == 5 {
			return openAIAnswer{}, tokens, &retryable{err: err, after: retryAfter(resp.Header.Get("Retry-After"), time.Now())}
		}
		return openAIAnswer{}, tokens, err
	}
	if jerr == nil && cr.Usage != nil {
		tokens = cr.Usage.TotalTokens
	}
	if jerr != nil {
		return openAIAnswer{}, tokens, fmt.Errorf("response is not chat-completions JSON: %w", jerr)
	}
	if cr.Error != nil {
		return openAIAnswer{}, tokens, fmt.Errorf("server error: %s", cr.Error.Message)
	}
	if len(cr.Choices) == 0 {
		return openAIAnswer{}, tokens, errors.New("response has no choices")
	}
	ch := cr.Choices[0]
	if ch.Message.Refusal != nil && *ch.Message.Refusal != "" {
		return openAIAnswer{}, tokens, fmt.Errorf("the model refused: %s", *ch.Message.Refusal)
	}
	switch ch.FinishReason {
	case "length":
		return openAIAnswer{}, tokens, errors.New("output truncated (finish_reason length): raise PRAMAAN_OPENAI_MAX_TOKENS or lower PRAMAAN_OPENAI_MAX_CHARS")
	case "content_filter":
		return openAIAnswer{}, tokens, errors.New("output withheld by the server's content filter (finish_reason content_filter)")
	}
	if ch.Message.Content == nil {
		return openAIAnswer{}, tokens, errors.New("response message has no content")
	}
	var ans openAIAnswer
	dec := json.NewDecoder(strings.NewReader(*ch.Message.Content))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ans); err != nil {
		c := *ch.Message.Content
		if len(c) > 200 {
			c = c[:200] + "..."
		}
		return openAIAnswer{}, tokens, fmt.Errorf("model output is not the requested JSON: %w (output begins %q)", err, c)
	}
	return ans, tokens, nil
}
