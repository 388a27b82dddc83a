package model

import (
	"strings"
	"testing"
)

// TestPageSections: one page of each layout, as courts, lawyers and mail
// systems print them, with the section each line belongs to.
func TestPageSections(t *testing.T) {
	for _, c := range []struct {
		name  string
		class DocClass
		page  int
		lines []string
		want  []SectionKind // one per line
	}{
		{"caption of a complaint, then its prose", ClassPleading, 1,
			[]string{"UNITED STATES DISTRICT COURT", "JANE ROE,", "Plaintiff,", "v.", "ACME CORP.,", "Defendant.", "COMPLAINT", "1. Plaintiff brings this action for breach of the supply agreement of May 1, 2021."},
			[]SectionKind{SectionCaption, SectionCaption, SectionCaption, SectionCaption, SectionCaption, SectionCaption, SectionCaption, SectionBody}},
		{"no caption on a later page", ClassPleading, 2,
			[]string{"JANE ROE,", "Plaintiff,", "v."},
			[]SectionKind{SectionBody, SectionBody, SectionBody}},
		{"a letter has no caption", ClassLetter, 1,
			[]string{"Re: Roe v. Acme", "Dear Ms. Roe:"},
			[]SectionKind{SectionBody, SectionBody}},
		{"signature block", ClassPleading, 3,
			[]string{"WHEREFORE, Plaintiff asks the Court to enter judgment in her favour and award her the costs of this action.", "Respectfully submitted,", "/s/ Mary Major", "Mary Major (Bar No. 12345)", "LEE & MAJOR LLP", "Attorneys for Plaintiff"},
			[]SectionKind{SectionBody, SectionSignature, SectionSignature, SectionSignature, SectionSignature, SectionSignature}},
		{"appearances of a transcript", ClassTranscript, 1,
			[]string{"APPEARANCES:", "For the Plaintiff:", "ANN LEE, ESQ.", "For the Defendant:", "BOB STONE, ESQ."},
			[]SectionKind{SectionAppearances, SectionAppearances, SectionAppearances, SectionAppearances, SectionAppearances}},
		{"certificate of service", ClassPleading, 4,
			[]string{"CERTIFICATE OF SERVICE", "I served this paper by first-class mail on:", "Bob Stone", "12 Elm Street", "Springfield, IL 62701"},
			[]SectionKind{SectionServiceList, SectionServiceList, SectionServiceList, SectionServiceList, SectionServiceList}},
		{"timetable, its cells one to a line, then a signature", ClassOrder, 2,
			[]string{"3. The arbitration shall proceed on this timetable:", "Step", "Party", "Date", "Statement of Case", "Claimant", "6 October 2023", "For and on behalf of the Tribunal", "Dr Ann Lee"},
			[]SectionKind{SectionBody, SectionTable, SectionTable, SectionTable, SectionTable, SectionTable, SectionTable, SectionSignature, SectionSignature}},
		{"table laid out in columns", ClassOrder, 2,
			[]string{"Event          Deadline", "Initial disclosures          May 1, 2024", "Expert reports          June 3, 2024"},
			[]SectionKind{SectionTable, SectionTable, SectionTable}},
		{"a form's labels are not column headings", ClassTranscript, 2,
			[]string{"DEPOSITION OF:", "DATE:", "TIME:", "KYLE BRENNAN", "April 27, 2023"},
			[]SectionKind{SectionBody, SectionBody, SectionBody, SectionBody, SectionBody}},
		{"mail header", ClassLetter, 1,
			[]string{"From: Ann Lee <ann@example.com>", "Sent: Monday, May 3, 2021 9:12 AM", "To: Bob Stone <bob@example.com>", "Subject: Invoice", "Bob, the invoice is late."},
			[]SectionKind{SectionMailHeader, SectionMailHeader, SectionMailHeader, SectionMailHeader, SectionBody}},
	} {
		got := PageSections(c.class, c.page, strings.Join(c.lines, "\n"))
		for i := range c.lines {
			if i >= len(got) || got[i] != c.want[i] {
				t.Errorf("%s: line %q is %q, want %q", c.name, c.lines[i], got[min(i, len(got)-1)], c.want[i])
			}
		}
	}
}

// TestTableHeadingsAreNotParties: a timetable's column headings and the
// role words in its rows are never read as a caption's parties, while the
// caption above it still is.
func TestTableHeadingsAreNotParties(t *testing.T) {
	doc := Document{ID: "po", FileName: "procedural-order.pdf", Pages: []string{
		"ACME OFFSHORE B.V.\nClaimant\nv.\nBETA TURBINES GMBH\nRespondent\nPROCEDURAL ORDER NO. 1\n1. A case management conference was held by video on 28 August 2023 with both parties.\n2. The arbitration shall proceed on this timetable:\nStep\nParty\nDate\nStatement of Case\nClaimant\n6 October 2023\nStatement of Defence\nRespondent\n15 December 2023\nFor and on behalf of the Tribunal\nDr Ann Lee\nPresiding Arbitrator",
	}}
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{doc}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, p := range out.Parties {
		got[NameKey(p.Name)] = p.Role
	}
	if got[NameKey("ACME OFFSHORE B.V.")] != RolePlaintiff || got["beta turbines gmbh"] != RoleRespondent {
		t.Errorf("caption parties not read: %v", got)
	}
	for k := range got {
		if strings.Contains(k, "statement") || strings.Contains(k, "step") {
			t.Errorf("a table's cells read as a party: %q (%v)", k, got)
		}
	}
	dates := map[string]bool{}
	for _, e := range out.Chronology {
		dates[e.Date] = true
	}
	if !dates["2023-10-06"] || !dates["2023-12-15"] {
		t.Errorf("the table's dates are still events: %v", dates)
	}
}

// TestClassRouting: a reader meets only the classes of document that have
// its sections: an email's body naming "Plaintiff" under a name is no
// caption, while the same lines on a pleading are.
func TestClassRouting(t *testing.T) {
	lines := "JANE ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\n"
	email := Document{ID: "e", FileName: "email.pdf", Pages: []string{"From: Bob Stone <bob@example.com>\nSent: Monday, May 3, 2021 9:12 AM\nTo: Ann Lee <ann@example.com>\nSubject: the caption for the new case\n" + lines + "Please file it today."}}
	pleading := Document{ID: "p", FileName: "complaint.pdf", Pages: []string{"UNITED STATES DISTRICT COURT\n" + lines + "COMPLAINT\n1. Plaintiff brings this action for breach of contract and asks for damages and costs."}}
	roles := func(d Document) map[string]string {
		out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{d}})
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		for _, p := range out.Parties {
			m[NameKey(p.Name)+"/"+p.Role] = p.Role
		}
		return m
	}
	if ClassifyDocument(email.Pages) != ClassLetter || ClassifyDocument(pleading.Pages) != ClassPleading {
		t.Fatalf("classes %q and %q", ClassifyDocument(email.Pages), ClassifyDocument(pleading.Pages))
	}
	if r := roles(email); r["jane roe/plaintiff"] != "" || r["acme/defendant"] != "" {
		t.Errorf("an email's lines read as a caption: %v", r)
	}
	if r := roles(pleading); r["jane roe/plaintiff"] == "" || r["acme/defendant"] == "" {
		t.Errorf("the pleading's caption not read: %v", r)
	}
}
