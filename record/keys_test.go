package record

import (
	"errors"
	"testing"
)

// A firm holds several API keys: each works until revoked, a revoked key is
// refused like an unknown one, another firm cannot revoke or list them, and
// a list never shows a key itself.
func TestKeysCreateListRevoke(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	k2, key2, err := f.store.CreateKey(f.ctx, f.firm.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{f.key, key2} {
		if got, err := f.store.FirmByAPIKey(f.ctx, key); err != nil || got != f.firm {
			t.Fatalf("key %s…: %+v %v", keyPrefix(key), got, err)
		}
	}
	keys, err := f.store.ListKeys(f.ctx, f.firm.ID)
	if err != nil || len(keys) != 2 {
		t.Fatalf("list: %+v %v", keys, err)
	}
	for _, k := range keys {
		if k.Prefix == key2 || k.Prefix == f.key || len(k.Prefix) > 10 {
			t.Fatalf("the list shows a key: %+v", k)
		}
	}
	other, _, err := f.store.CreateFirm(f.ctx, "Other LLP")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.store.RevokeKey(f.ctx, other.ID, k2.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("another firm revokes the key: %v, want ErrNotFound", err)
	}
	if err := f.store.RevokeKey(f.ctx, f.firm.ID, k2.ID); err != nil {
		t.Fatal(err)
	}
	if err := f.store.RevokeKey(f.ctx, f.firm.ID, k2.ID); err != nil {
		t.Fatalf("revoke twice: %v", err)
	}
	if _, err := f.store.FirmByAPIKey(f.ctx, key2); !errors.Is(err, ErrNotFound) {
		t.Fatalf("revoked key: %v, want ErrNotFound", err)
	}
	if _, err := f.store.FirmByAPIKey(f.ctx, f.key); err != nil {
		t.Fatalf("the other key stopped working: %v", err)
	}
	if _, _, err := f.store.CreateKey(f.ctx, "00000000-0000-0000-0000-000000000000"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("key for no firm: %v", err)
	}
	names, err := f.store.MatterNames(f.ctx, []string{f.mat.ID, "nope"})
	if err != nil || names[f.mat.ID].FirmName != f.firm.Name || names[f.mat.ID].MatterTitle != f.mat.Title {
		t.Fatalf("names: %+v %v", names, err)
	}
}

// Names and titles with NUL or other control characters are stored
// without them (PostgreSQL text refuses NUL); one that is nothing but
// control characters is invalid, never a server error.
func TestControlCharactersInNames(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	m, err := f.store.CreateMatter(f.ctx, f.firm.ID, "Roe\x00 v.\x07 Acme")
	if err != nil {
		t.Fatal(err)
	}
	if m.Title != "Roe v. Acme" {
		t.Fatalf("title %q", m.Title)
	}
	if _, err := f.store.CreateMatter(f.ctx, f.firm.ID, "\x00\x00"); !errors.Is(err, ErrInvalid) {
		t.Fatalf("a title of NULs: %v, want ErrInvalid", err)
	}
	if firm, _, err := f.store.CreateFirm(f.ctx, "Bad\x00 Firm"); err != nil || firm.Name != "Bad Firm" {
		t.Fatalf("firm: %+v %v", firm, err)
	}
}
