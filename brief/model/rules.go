package model

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Rules is the offline, deterministic member: pattern rules over the page
// texts for parties (captions, "Attorneys for", signature blocks,
// declarations, depositions, email headers, contracts, orders), dated events
// (day-level dates in the common written forms) and assertions (numbered
// paragraphs and sentences that allege, admit, deny, state or declare).
// Every citation's quote is a run of words taken from the page it cites.
//
// A document is read in layers. First its page furniture comes out
// (StripFurniture: docket and clerks' stamps, page numbers, form numbers,
// confidentiality footers, running headers and footers), so no stamp's words
// become a party and no stamp's date an event per page; the filing stamp
// becomes one event for the document ("Answer filed (Document 12)", titled
// by DocumentTitle). Then ClassifyDocument names the document's class and
// PageSections each page's sections (caption, appearances, signature
// blocks, service lists, tables, mail headers, body); the class routes the
// document to the party readers of the sections it has (classSkips), the
// caption reader reads only the caption and no party reader reads a table,
// while dates and assertions are read from every line. Last, Merge joins
// the documents' outputs.
//
// Captions are read in every common layout: labels after the names
// ("JANE ROE, Plaintiff,"), after dotted leaders ("..... Petitioner"),
// before them (a tribunal's "Claimant: Ms J Patel", a form's bare
// "Claimant" line), the unlabeled government of a criminal caption, docket
// sheets ("NAME represented by COUNSEL"); the title column's text that a
// reading-order extraction interleaves or joins with the names (case
// numbers, "VIO: 21 U.S.C. 841", "(Possession with ...", "OPINION") and the
// "Serve:" addresses under a defendant are never names. Counsel come from
// signature blocks, appearances (also printed as two columns), "Through:
// Mr. X, Advocate", opinions' "Name (argued), Firm, for Appellant.";
// judges from signatures, "Hon.", "Mr Justice", "Employment Judge" and
// appellate panels. Officers who certify (notaries, reporters) and
// testators are not declarants.
//
// Names are kept as written, trimmed of punctuation, honorifics, ranks and
// asides ("(Star No. 10423)"); a name written only in capitals takes the
// mixed-case spelling found elsewhere in the matter, else title case.
// Spellings that differ only in case, punctuation, honorifics or company
// suffixes merge (NameKey): "ACME CORP." and "Acme Corporation" are one
// party, listed under the longer spelling.
type Rules struct{}

// Name implements Model.
func (Rules) Name() string { return "rules" }

// maxQuote bounds a citation's quote, in bytes.
const maxQuote = 220

// RulesVersion names this version of the rules in the per-document
// extraction cache (Versioned): change it whenever a rule changes what a
// document yields, so that cached results of older rules are not reused.
const RulesVersion = "2026-12-03.79"

// Version implements Versioned.
func (Rules) Version() string { return RulesVersion }

// Extract implements Model. It never fails but for a cancelled ctx.
// Documents are read concurrently (one per CPU) and merged in input order
// (Merge), so the output does not depend on scheduling: it equals Merge over
// ExtractDocument of each document.
func (Rules) Extract(ctx context.Context, in Input) (Output, error) {
	runs := make([]*rulesRun, len(in.Documents))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(in.Documents)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for di := range next {
				runs[di] = readDocument(in, di)
			}
		}()
	}
	for di := range in.Documents {
		if ctx.Err() != nil {
			break
		}
		next <- di
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return Output{}, err
	}
	outs := make([]Output, len(runs))
	for i, r := range runs {
		outs[i] = r.out
	}
	out := Rules{}.Merge(in, outs)
	out.Calls = 1
	return out, nil
}

// ExtractDocument implements PerDocument: the rules' reading of one
// document, before the matter-wide merge (names are not yet recased nor
// merged with other documents' spellings). It counts one call.
func (Rules) ExtractDocument(ctx context.Context, d Document) (Output, error) {
	if err := ctx.Err(); err != nil {
		return Output{}, err
	}
	out := readDocument(Input{Documents: []Document{d}}, 0).out
	out.Calls = 1
	return out, nil
}

// Merge implements PerDocument: it joins per-document outputs (in the order
// of in.Documents) into the matter's: one party per name and role (the
// longest spelling, up to three citations), an all-capitals name recased
// from a mixed-case spelling anywhere in the matter, a name that is only the
// first words of another in the same role dropped, a judge named by
// surname alone joined to the one judge whose fuller name ends with it. It
// is deterministic and reads only the page texts, so a rebuild can merge
// cached outputs.
func (Rules) Merge(in Input, outs []Output) Output {
	all := &rulesRun{in: in, parties: map[string]int{}}
	for _, o := range outs {
		for _, p := range o.Parties {
			for _, c := range p.Citations {
				all.addParty(p.Name, p.Role, p.DefinedAs, c)
			}
		}
		all.out.Chronology = append(all.out.Chronology, o.Chronology...)
		all.out.Assertions = append(all.out.Assertions, o.Assertions...)
		all.out.Aliases = append(all.out.Aliases, o.Aliases...)
	}
	all.preferMixedCase()
	all.foldInverted()
	all.correspondentInitials()
	all.dropTruncated()
	all.dropCutAtInitial()
	all.foldVariants()
	all.mergeInitials()
	all.expandInitials()
	all.mergeMiddleless()
	all.resolveShortNames()
	all.resolveSurnames()
	all.resolveJudgeSurnames()
	all.resolveSideWitnesses()
	all.dropCounselOfSides()
	all.dropLoneWordSides()
	return Output{Parties: all.out.Parties, Chronology: all.out.Chronology, Assertions: all.out.Assertions, Aliases: all.out.Aliases}
}

// dropLoneWordSides drops a side of the caption whose name is one word
// with no legal form: a side of a suit is a person, with a given name and
// a surname, or an entity, with its legal form or its kind ("Acme Inc.",
// "City of X"); a lone word read as a side is a piece of a wrapped name, a
// defined term ("the Centre") or a heading's word. A party anonymised to
// its initials ("AB") and the Crown ("The King", "R") stay.
func (r *rulesRun) dropLoneWordSides() {
	r.keepParties(func(p Party) bool { return !(captionRole[p.Role] && loneWord(p.Name)) })
}

// keepParties keeps the parties keep accepts, in order, and indexes them
// again by name and role.
func (r *rulesRun) keepParties(keep func(Party) bool) {
	out := r.out.Parties[:0]
	for _, p := range r.out.Parties {
		if keep(p) {
			out = append(out, p)
		}
	}
	r.out.Parties = out
	r.parties = map[string]int{}
	for i, p := range r.out.Parties {
		r.parties[NameKey(p.Name)+"\x00"+p.Role] = i
	}
}

// loneWord reports whether name is a single word that names neither an
// entity by its legal form nor anyone by initials nor the Crown.
func loneWord(name string) bool {
	n := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), "The "))
	n = strings.TrimPrefix(n, "the ")
	w := strings.Fields(n)
	if len(w) != 1 || reEntityTail.MatchString(n) || reProsecution.MatchString(n) {
		return false
	}
	word := strings.Trim(w[0], ".,;:")
	if len([]rune(word)) <= 4 && strings.ToUpper(word) == word {
		return false // "AB", "X", "ABC": a party known by initials
	}
	return true
}

// reProSe says a party acts for itself.
var reProSe = regexp.MustCompile(`(?i)\bpro\s+se\b|\bpro\s+per\b|\bself-represented\b|\bin\s+person\b|\bunrepresented\b`)

// dropCounselOfSides drops the counsel role of a person who decides the
// matter or is a side of its caption: forms sign in columns that an
// extraction reads one after another ("/s/ prosecutor", "/s/ defence
// lawyer", "/s/ defendant", then "Deputy Prosecuting Attorney Attorney
// for Defendant Defendant"), and a judge's signature may stand above
// the lawyers' lines; a side who acts for itself ("pro se") keeps it.
func (r *rulesRun) dropCounselOfSides() {
	side := map[string]bool{}
	for _, p := range r.out.Parties {
		if captionRole[p.Role] || p.Role == RoleJudge {
			side[NameKey(p.Name)] = true
		}
	}
	r.keepParties(func(p Party) bool { return !(p.Role == RoleCounsel && side[NameKey(p.Name)] && !proSe(p.Citations)) })
}

// proSe tells whether any of cs says its party acts for itself.
func proSe(cs []Citation) bool {
	for _, c := range cs {
		if reProSe.MatchString(c.Quote) {
			return true
		}
	}
	return false
}

// dropTruncated drops a person's name that is only the first words of
// another name in the same role ("Anna Marie" beside "Anna Marie
// Kowalski"): a title such as "DECLARATION OF ANNA MARIE / KOWALSKI" wrapped
// over two lines. Only for the roles that such titles name (declarant,
// deponent, witness), where two people sharing a full first-name prefix is
// far less likely than a wrapped line.
func (r *rulesRun) dropTruncated() {
	keep := r.out.Parties[:0]
	for i, p := range r.out.Parties {
		drop := false
		if p.Role == RoleDeclarant || p.Role == RoleDeponent || p.Role == RoleWitness {
			k := NameKey(p.Name) + " "
			for j, q := range r.out.Parties {
				if j != i && q.Role == p.Role && strings.HasPrefix(NameKey(q.Name), k) {
					drop = true
					break
				}
			}
		}
		if !drop {
			keep = append(keep, p)
		}
	}
	r.out.Parties = keep
}

// mergeInitials folds a person named by initials or by surname alone
// ("A Rao", "Ms Rao") into the one fuller name in the same role whose
// surname and first initial agree ("Anita Rao"): orders and law reports
// shorten the names that other papers of the matter print in full. When
// two fuller names could be meant, both stay apart.
func (r *rulesRun) mergeInitials() {
	drop := map[int]bool{}
	for i, p := range r.out.Parties {
		w := strings.Fields(NameKey(p.Name))
		if len(w) == 0 || len(w) > 4 {
			continue
		}
		// Initials, then a surname of one word or more ("M Te Huia").
		inits := 0
		for inits < len(w)-1 && len(w[inits]) == 1 {
			inits++
		}
		surname := w[inits:]
		// A double-barrelled surname alone ("Noble-Hastings") is one word
		// as printed, two in its key.
		short := inits > 0 || len(w) == 1 || len(strings.Fields(p.Name)) == 1
		for _, x := range surname {
			if len(x) < 2 {
				short = false
			}
		}
		if !short {
			continue
		}
		into := -1
		for j, q := range r.out.Parties {
			if j == i || drop[j] || q.Role != p.Role {
				continue
			}
			v := strings.Fields(NameKey(q.Name))
			if len(v) < len(surname)+1 || strings.Join(v[len(v)-len(surname):], " ") != strings.Join(surname, " ") || len(v[0]) < 2 || inits > 0 && v[0][0] != w[0][0] {
				continue
			}
			if into >= 0 {
				into = -2 // two could be meant
				break
			}
			into = j
		}
		if into >= 0 {
			r.foldParty(drop, i, into)
		}
	}
	r.removeDropped(drop)
}

// reInitialToken is one initial as a name prints it: "D", "D.", "J.".
var reInitialToken = regexp.MustCompile(`^\p{Lu}\.?$`)

// expandInitials names a person known only by initials and surname ("D J
// Carrick", "T. Aldridge-Mensah") by the full name the matter prints once
// for them ("Daniel James Carrick"): a lawyer signs and an order lists
// counsel by initials, while a cover page or a filing block gives the
// name in full. The full form must have one given name per initial, in
// order, before the same surname, and be the only such form in the
// matter; a full form that is already someone else's party in another
// role is another person.
func (r *rulesRun) expandInitials() {
	var pages []string
	for _, d := range r.in.Documents {
		for _, p := range d.Pages {
			pages = append(pages, Normalize(p))
		}
	}
	roles := map[string]map[string]bool{}
	for _, p := range r.out.Parties {
		k := NameKey(p.Name)
		if roles[k] == nil {
			roles[k] = map[string]bool{}
		}
		roles[k][p.Role] = true
	}
	renamed := false
	for i := range r.out.Parties {
		p := &r.out.Parties[i]
		w := strings.Fields(p.Name)
		n := 0
		for n < len(w)-1 && reInitialToken.MatchString(w[n]) {
			n++
		}
		if n == 0 || len(w)-n > 2 || reAnonymised.MatchString(p.Name) || !isPersonName(p.Name) {
			continue
		}
		surname := w[n:]
		ok := true
		for _, x := range surname {
			if len([]rune(strings.Trim(x, ".,"))) < 2 || !startsUpper(x) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		var pat strings.Builder
		pat.WriteString(`\b`)
		for _, x := range w[:n] {
			pat.WriteString(regexp.QuoteMeta(x[:1]) + `[\p{Ll}'’-]+(?:-\p{Lu}[\p{Ll}]+)?\s+`)
		}
		for k, x := range surname {
			if k > 0 {
				pat.WriteString(`\s+`)
			}
			pat.WriteString(regexp.QuoteMeta(strings.Trim(x, ".,")))
		}
		pat.WriteString(`\b`)
		re, err := regexp.Compile(pat.String())
		if err != nil {
			continue
		}
		full, forms := "", map[string]bool{}
		for _, text := range pages {
			for _, m := range re.FindAllString(text, 20) {
				forms[NameKey(m)] = true
				full = Normalize(m)
			}
		}
		if len(forms) != 1 {
			continue
		}
		for role := range roles[NameKey(full)] {
			if role != p.Role {
				ok = false
			}
		}
		if !ok {
			continue
		}
		p.Name = full
		renamed = true
	}
	if !renamed {
		return
	}
	// Two spellings may now be one name in one role: keep the first.
	drop := map[int]bool{}
	seen := map[string]int{}
	for i, p := range r.out.Parties {
		k := NameKey(p.Name) + "\x00" + p.Role
		if j, ok := seen[k]; ok {
			r.foldParty(drop, i, j)
			continue
		}
		seen[k] = i
	}
	drop[-1] = true // index again even when nothing folded
	r.removeDropped(drop)
}

// mergeMiddleless folds a person named by first name and surname alone
// ("Kevin Desrosiers") into the one fuller name in the same role that
// adds middle names between them ("Kevin Joseph Desrosiers"): an order
// or a letter drops the middle name a caption prints. When two fuller
// names could be meant, both stay apart.
func (r *rulesRun) mergeMiddleless() {
	drop := map[int]bool{}
	renamed := false
	for i, p := range r.out.Parties {
		w := strings.Fields(NameKey(p.Name))
		if len(w) != 2 || len(w[0]) < 2 || len(w[1]) < 2 || !isPersonName(p.Name) {
			continue
		}
		into := -1
		for j, q := range r.out.Parties {
			if j == i || drop[j] || q.Role != p.Role || !isPersonName(q.Name) {
				continue
			}
			v := strings.Fields(NameKey(q.Name))
			if len(v) < 3 || v[0] != w[0] || v[len(v)-1] != w[1] {
				continue
			}
			if into >= 0 && NameKey(r.out.Parties[into].Name) != NameKey(q.Name) {
				into = -2 // two could be meant
				break
			}
			into = j
		}
		if into >= 0 {
			r.foldParty(drop, i, into)
			continue
		}
		// No fuller name in the same role: the one name the matter gives
		// in another role with a middle name or initial added is still the
		// same person's, as a signature block or a caption writes it ("Cc:
		// Staley, Owen" and the lawyer "Owen B. Staley" who signs a
		// certificate; an email's "Robert Ellis" and the affidavit's
		// "Robert James Ellis"), so the short one takes its spelling and
		// the Brief holds one person with both roles. Two fuller names that
		// could be meant leave it as written.
		if into == -1 {
			if full := r.fullerMiddleAnyRole(w); full != "" {
				r.out.Parties[i].Name = full
				renamed = true
			}
		}
	}
	if renamed && len(drop) == 0 {
		r.reindex()
	}
	r.removeDropped(drop)
}

// fullerMiddleAnyRole is the one person's name of the matter, in any role,
// that adds middle names or initials between first name w[0] and surname
// w[1]; "" when there is none or more than one.
func (r *rulesRun) fullerMiddleAnyRole(w []string) string {
	full, key := "", ""
	for _, q := range r.out.Parties {
		if !isPersonName(q.Name) {
			continue
		}
		v := strings.Fields(NameKey(q.Name))
		if len(v) < 3 || v[0] != w[0] || v[len(v)-1] != w[1] {
			continue
		}
		if key != "" && key != NameKey(q.Name) {
			return ""
		}
		full, key = q.Name, NameKey(q.Name)
	}
	return full
}

// reindex indexes the parties again by name and role.
func (r *rulesRun) reindex() {
	r.parties = map[string]int{}
	for i, p := range r.out.Parties {
		r.parties[NameKey(p.Name)+"\x00"+p.Role] = i
	}
}

// foldParty gives party into the citations of party i (three at most) and
// marks i to be dropped: the two are one person named two ways.
func (r *rulesRun) foldParty(drop map[int]bool, i, into int) {
	q := &r.out.Parties[into]
	for _, c := range r.out.Parties[i].Citations {
		if len(q.Citations) < 3 && !hasCitation(q.Citations, c) {
			q.Citations = append(q.Citations, c)
		}
	}
	drop[i] = true
}

// removeDropped removes the parties marked in drop, keeping the order of the
// rest, and indexes them again by name and role.
func (r *rulesRun) removeDropped(drop map[int]bool) {
	if len(drop) == 0 {
		return
	}
	keep := r.out.Parties[:0]
	for i, p := range r.out.Parties {
		if !drop[i] {
			keep = append(keep, p)
		}
	}
	r.out.Parties = keep
	r.parties = map[string]int{}
	for i, p := range r.out.Parties {
		r.parties[NameKey(p.Name)+"\x00"+p.Role] = i
	}
}

// rulePanics counts recovered panics (tests want none).
var rulePanics atomic.Int64

// readDocument runs the rules on one document. A rule that panics on some
// unforeseen text costs that document its items, never the build: the
// panic is logged and the document contributes nothing.
func readDocument(in Input, di int) (r *rulesRun) {
	r = &rulesRun{in: in, parties: map[string]int{}}
	defer func() {
		if p := recover(); p != nil {
			rulePanics.Add(1)
			slog.Error("model rules: panic reading a document; its items are left out",
				"document_id", in.Documents[di].ID, "filename", in.Documents[di].FileName, "panic", fmt.Sprint(p))
			r = &rulesRun{in: in, parties: map[string]int{}}
		}
	}()
	d := in.Documents[di]
	// Layer one: the page furniture comes out, and the filing stamp is read
	// once for the document.
	clean, _, stamp, stamped := StripFurniture(d.Pages)
	// Layer two: the document's class, then each page's sections.
	class := ClassifyDocument(clean)
	views := make([]pageView, len(d.Pages))
	partyViews := make([]pageView, len(d.Pages))
	captionViews := make([]pageView, len(d.Pages))
	captioned := false
	for pi, text := range clean {
		views[pi] = viewPage(di, pi+1, text)
		page := pi + 1
		if pi == 1 && !captioned {
			page = 1 // a cover page before the caption: the caption is on the second
		}
		kinds := PageSections(class, page, text)
		captioned = captioned || slices.Contains(kinds, SectionCaption)
		partyViews[pi] = viewPageOf(di, pi+1, text, kinds, func(k SectionKind) bool { return k != SectionTable && k != SectionNote })
		captionViews[pi] = viewPageOf(di, pi+1, text, kinds, func(k SectionKind) bool { return k == SectionCaption })
	}
	r.class = class
	r.doc(di, views, partyViews, captionViews)
	r.foldUnlabelledSides()
	if stamped {
		r.filed(di, clean, stamp)
	}
	return r
}

// filed records a document's filing stamp as one event: "Answer filed
// (Document 12)", cited to the stamp on the first page that bears it.
func (r *rulesRun) filed(di int, pages []string, s Stamp) {
	what := DocumentTitle(pages)
	if what == "" {
		what = "Document"
	}
	ev := what + " filed"
	if s.DocNo != "" {
		ev += " (Document " + s.DocNo + ")"
	}
	q := Normalize(s.Line)
	if len(q) > maxQuote {
		q = q[:maxQuote]
	}
	r.out.Chronology = append(r.out.Chronology, Event{Date: s.Date, Event: ev,
		Citations: []Citation{{DocumentID: r.in.Documents[di].ID, Page: s.Page, Quote: q}}})
}

type rulesRun struct {
	class   DocClass // the document's class (ClassifyDocument)
	in      Input
	out     Output
	parties map[string]int // NameKey + "\x00" + role -> index in out.Parties
	events  map[string]int
	asserts map[string]bool
	// dayFirst: this document writes numeric dates day first (dayFirstDoc).
	dayFirst bool
	// deposition: this document is a deposition transcript (its first
	// page says "deposition").
	deposition bool
	// unlabelled: the sides an unlabelled caption gave their default roles
	// (NameKey -> plaintiff or defendant).
	unlabelled map[string]string
	// witnessListOpen: a witness list headed on an earlier page runs on
	// (witnessList).
	witnessListOpen bool
}

func (r *rulesRun) cite(v *pageView, quote string) (Citation, bool) {
	if quote == "" {
		return Citation{}, false
	}
	return Citation{DocumentID: r.in.Documents[v.doc].ID, Page: v.num, Quote: quote}, true
}

// personsMatched records in role the person each match of res in t names
// by its first group.
func (r *rulesRun) personsMatched(v *pageView, t, role string, res ...*regexp.Regexp) {
	for _, re := range res {
		for _, m := range re.FindAllStringSubmatchIndex(t, -1) {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, role, "", t, m[2], m[3])
			}
		}
	}
}

// party records name in role, cited by the words of text[a:b] on page v.
var (
	reByLine    = regexp.MustCompile(`(?i)^by:?\s`)
	captionRole = map[string]bool{RolePlaintiff: true, RoleDefendant: true, RolePetitioner: true, RoleRespondent: true,
		RoleAppellant: true, RoleAppellee: true}
)

func (r *rulesRun) party(v *pageView, name, role, definedAs, text string, a, b int) {
	names, role := hygiene(name, role)
	for _, name := range names {
		r.partyNamed(v, name, role, definedAs, text, a, b)
	}
}

// partyNamed records one name that hygiene let through.
func (r *rulesRun) partyNamed(v *pageView, name, role, definedAs, text string, a, b int) {
	key := NameKey(name)
	if key == "" {
		return
	}
	q := groundedQuote(v.norm, text, a, b, maxQuote)
	if !strings.Contains(q, strings.Fields(name)[0]) && !strings.Contains(strings.ToLower(q), strings.ToLower(strings.Fields(name)[0])) {
		// The quote must show the name; fall back to the name's own words.
		if i := strings.Index(strings.ToLower(text), strings.ToLower(name)); i >= 0 {
			q = groundedQuote(v.norm, text, i, i+len(name), maxQuote)
		}
	}
	c, ok := r.cite(v, q)
	if !ok {
		return
	}
	r.addParty(name, role, definedAs, c)
}

// addParty records name in role with citation c, merging with an earlier
// spelling of the same name in the same role.
func (r *rulesRun) addParty(name, role, definedAs string, c Citation) {
	k := NameKey(name) + "\x00" + role
	if i, ok := r.parties[k]; ok {
		p := &r.out.Parties[i]
		if len(name) > len(p.Name) && NameKey(name) == NameKey(p.Name) {
			p.Name = name
		}
		if p.DefinedAs == "" {
			p.DefinedAs = definedAs
		}
		if len(p.Citations) < 3 && !hasCitation(p.Citations, c) {
			p.Citations = append(p.Citations, c)
		}
		return
	}
	r.parties[k] = len(r.out.Parties)
	r.out.Parties = append(r.out.Parties, Party{Name: name, Role: role, DefinedAs: definedAs, Citations: []Citation{c}})
}

func hasCitation(cs []Citation, c Citation) bool {
	for _, x := range cs {
		if x.DocumentID == c.DocumentID && x.Page == c.Page {
			return true
		}
	}
	return false
}

// doc reads one document: the party readers its class routes to
// (classReaders), each on the sections it reads (the caption reader on the
// caption, the others on every section but tables), then the dates and
// assertions of every line.
func (r *rulesRun) doc(di int, views, partyViews, captionViews []pageView) {
	r.deposition = len(views) > 0 && (reDepositionDoc.MatchString(views[0].norm) || r.class == ClassTranscript && examinationDoc(views[0].norm))
	skip := classSkips[r.class]
	for pi := range views {
		v := &partyViews[pi]
		if pi < 2 && !skip[readCaption] {
			r.caption(&captionViews[pi])
			r.fictitious(&captionViews[pi])
		}
		for _, rd := range pageReaders {
			if !skip[rd.name] {
				rd.read(r, v)
			}
		}
	}
	if !skip[readLetters] {
		r.letters(partyViews)
		r.noticeLetters(partyViews)
	}
	if !skip[readNotices] {
		r.notices(partyViews)
	}
	emailDates := map[[2]int]string{}
	for pi := range views {
		for k, s := range r.emailEvents(&views[pi]) {
			emailDates[[2]int{pi, k}] = s
		}
	}
	r.dayFirst = dayFirstDoc(r.in.Documents[di].Pages)
	for pi := range views {
		r.dates(&views[pi], emailDates)
		r.assertions(&views[pi])
	}
}

// preferMixedCase replaces an all-capitals name ("HARBORLINE SHIPPING
// CORP.") by a mixed-case spelling of the same words found anywhere in the
// matter ("Harborline Shipping Corp."), when there is one.
func (r *rulesRun) preferMixedCase() {
	var pages []string
	for _, d := range r.in.Documents {
		for _, p := range d.Pages {
			pages = append(pages, Normalize(p))
		}
	}
	for i := range r.out.Parties {
		p := &r.out.Parties[i]
		if p.Name != strings.ToUpper(p.Name) {
			continue
		}
		pat := `(?i)\b` + strings.ReplaceAll(regexp.QuoteMeta(p.Name), `\ `, `\s+`)
		if last, _ := utf8.DecodeLastRuneInString(p.Name); unicode.IsLetter(last) || unicode.IsDigit(last) {
			pat += `\b`
		}
		re, err := regexp.Compile(pat)
		if err != nil {
			continue
		}
		found := false
	search:
		for _, text := range pages {
			for _, m := range re.FindAllString(text, 20) {
				if m != strings.ToUpper(m) {
					p.Name = Normalize(m)
					found = true
					break search
				}
			}
		}
		if !found && !reAnonymised.MatchString(p.Name) {
			p.Name = titleCase(p.Name) // but an anonymised party's initials ("KH") stay
		}
	}
}

// acronyms stay in capitals when a name is title-cased.
var acronyms = map[string]bool{
	"LLC": true, "LLP": true, "LP": true, "PC": true, "APC": true, "PLLC": true, "PLC": true, "USA": true,
	"US": true, "NA": true, "II": true, "III": true, "IV": true, "AG": true, "SA": true, "NV": true, "BV": true,
	"PA": true, "UK": true, "NY": true, "LA": true, "DC": true, "FBI": true, "IRS": true, "SEC": true,
}

var smallWords = map[string]bool{"of": true, "the": true, "and": true, "for": true, "in": true, "on": true, "at": true, "de": true, "la": true, "du": true, "van": true, "von": true, "der": true, "da": true}

// titleCase turns "THEODORE M. VANCE" into "Theodore M. Vance", keeping
// acronyms ("LLC") and dotted abbreviations ("N.A.") in capitals.
func titleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		core := strings.Trim(w, ".,;:()\"'")
		if acronyms[core] || strings.Count(core, ".") > 0 && len(core) <= 5 || len(core) <= 1 {
			continue
		}
		if i > 0 && smallWords[strings.ToLower(w)] {
			words[i] = strings.ToLower(w)
			continue
		}
		var b strings.Builder
		up := true
		for _, r := range w {
			if up && unicode.IsLetter(r) {
				b.WriteRune(unicode.ToUpper(r))
				up = false
				continue
			}
			if r == '-' || r == '\'' || r == '’' || r == '(' || r == '/' {
				up = true
				b.WriteRune(r)
				continue
			}
			b.WriteRune(unicode.ToLower(r))
		}
		words[i] = b.String()
	}
	return strings.Join(words, " ")
}

// reThirdOfSide is the third of several on one side: "Third Respondent",
// "3rd Defendant" (a respondent, not a third party).
var reThirdOfSide = regexp.MustCompile(`^\s*third\s+(?:respondent|defendant|applicant|claimant|plaintiff|petitioner|appellant|appellee)s?\b`)

// roleOf maps a caption label to the vocabulary: "Plaintiff-Appellant" is an
// appellant, "Plaintiff and Counter-Defendant" a plaintiff, a "Claimant" a
// plaintiff, a "Third-Party Defendant" a third party.
func roleOf(label string) string {
	l := strings.ToLower(label)
	// "Operational Creditor/Applicant": the label's role, not the
	// capacity's.
	if s := reCapacityWords.ReplaceAllString(l, " "); s != l {
		if role := roleOf(s); role != "" {
			return role
		}
	}
	switch {
	case strings.Contains(l, "third") && !reThirdOfSide.MatchString(l) || strings.Contains(l, "intervenor") || strings.Contains(l, "interest"):
		return RoleThirdParty
	case strings.Contains(l, "appellant"):
		return RoleAppellant
	case strings.Contains(l, "appellee"):
		return RoleAppellee
	}
	// An appeal's label after the trial role wins: "Defendants-Respondents",
	// "Defendants/Respondents".
	if i := strings.LastIndexAny(l, "-/"); i > 0 {
		last := strings.TrimRight(strings.TrimSpace(l[i+1:]), "s,.;: ")
		if role, ok := appellateRoles[last]; ok && !strings.HasSuffix(l[:i], "counter") && !strings.HasSuffix(l[:i], "cross") {
			return role
		}
	}
	// "Defendant and Respondent" (California): the appeal's role, as
	// trialRoleOf gives the trial's.
	if m := reTrialThenAppeal.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
		f := strings.Fields(strings.NewReplacer("-", " ", "/", " ").Replace(strings.TrimSpace(l)))
		if role, ok := appellateRoles[strings.TrimRight(f[len(f)-1], "s,.;: ")]; ok {
			return role
		}
	}
	// The first role word wins ("Plaintiff and Counter-Defendant").
	best, at := "", len(l)+1
	try := func(word, role string) {
		if i := strings.Index(l, word); i >= 0 && (i < at || (i == at && len(role) < len(best))) {
			if i > 0 && (l[i-1] == '-') && strings.HasPrefix(l[max(0, i-8):], "counter-") {
				return
			}
			best, at = role, i
		}
	}
	for _, r := range captionRoles {
		try(r.stem, r.role)
	}
	for word, role := range roleStems {
		try(word, role)
	}
	return best
}

// titleWords open a document's title in a caption's title column.
const titleWords = `(?:NOTICE|OPINION|ORDER|COMPLAINT|INDICTMENT|INFORMATION|MEMORANDUM|MOTION|ANSWER|PETITION|JUDGMENT|TRANSCRIPT|DECLARATION|AFFIDAVIT|BRIEF|REPORTER'S|STIPULATION|REPLY|OPPOSITION)\b`

var (
	// A caption label: "Plaintiff," "Defendants." "Plaintiff-Appellant," "Plaintiff and Counter-Defendant,"
	reLabel = regexp.MustCompile(`(?i)^(` + labelWords + `(?:\s*(?:-|and|/|,)\s*` + labelWords + `)*|` + capacityLabel + `)\s*[,.;:]?$`)
	// A label at the end of a names line: "JOHN DOE, Plaintiff,"
	// reCapsNameLabel is a caption line of a name in capitals and its
	// label in title case: "WING ON DEVELOPMENT LIMITED 2nd Defendant".
	reCapsNameLabel = regexp.MustCompile(`^(\p{Lu}[\p{Lu}\d .,&'’()/-]{2,80}?[\p{Lu}.)])\s+((?:(?:1st|2nd|3rd|[4-9]th|First|Second|Third|Fourth|Fifth|Sixth)\s+)?(?:Plaintiff|Defendant|Claimant|Applicant|Respondent|Petitioner|Appellant|Intervener|Intervenor|Interested\s+Party)s?)$`)
	reRELead        = regexp.MustCompile(`^(?:RE|Re|AND|And)\s*:\s*(\S.*)$`)
	reTrailLabel    = regexp.MustCompile(`(?i)^(.*\S),\s*(` + labelWords + `(?:\s*(?:-|and|/)\s*` + labelWords + `)*)\s*[,.;:]?$`)
	reVersus        = regexp.MustCompile(`(?i)^(?:v\.?|vs\.?|versus|[-—–]?\s*against\s*[-—–]?|[-—–]\s*and\s*[-—–])(?:\s+(?:Case|Civil|Index|Cause|No\.|Docket|[A-Z0-9:.\-]*\d[A-Z0-9:.\-]*|` + titleWords + `).*)?$`)
	// reTitleTail is the title column's text that a reading-order
	// extraction joins to a caption's name line: "MARISOL ALVAREZ, No.
	// 20-35511", "CASCADE MUTUAL INSURANCE OPINION", "X, VIO: 21 U.S.C. 841".
	reTitleTail    = regexp.MustCompile(`(?:,\s+(?:(?:(?i:case|cause|index|docket|civil action)\s+)?(?i:no)\.\s*:?\s*\S*\d\S*|VIO:.*|\d{1,2}:\d{2}-[a-z]{2}-\S+)|\s+` + titleWords + `(?:\s+[A-Z'’]+)*)$`)
	reTitleWordAny = regexp.MustCompile(`\b` + titleWords + `|'S\b|’S\b`)
	reVersusLead   = regexp.MustCompile(`^(?i:-\s*against\s*-?|-\s*and\s*-?|v\.|vs\.?|versus)\s+((?:\(\d{1,2}\)\s+)?[A-Z][A-Z0-9 .,'&()-]*[A-Z.],?(?:\s+and)?)$`)
	reInlineV      = regexp.MustCompile(`(?i)\s+(?:v\.|vs\.?|versus|-against-)\s+`)
	reInlineLbl    = regexp.MustCompile(`(?i),\s*(` + labelWords + `(?:\s*(?:-|/)\s*` + labelWords + `)?)\s*[,.;]`)
	reCaptionEnd   = regexp.MustCompile(`(?i)(?:\bcourt\b|\bdistrict of\b|\bcounty\b|\bparish\b|\bin and for\b|\bstate of\b|\bjudicial district|^x$|^-+x?$|[-=_]{6,}|:\s*$|\bdivision\b|\battorneys? for\b|\bcounsel for\b|^in re\b|^in the matter of\b|\bcircuit\b|\bcourt of appeals?\b|\bsupreme\b|\btribunal\b|\barbitration\b|\bon appeal\b|\bjudicial\b|^at\s+[a-z .]+$|\bdispute resolution\b|\bfinra\b|\bjams\b|\bjurisdiction$|^(?:title\s+of\s+(?:the\s+)?proceedings?|(?:court|part(?:y|ies)|filing|preparation|contact)\s+details|parties\s+to\s+the\s+proceedings?|number\s+of\s+(?:plaintiffs?|defendants?|applicants?|respondents?|parties))$|^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|\d{1,2}(?:st|nd|rd|th))\s+(?:appellate\s+)?(?:district|department)\b)`)
	reCaptionJunk  = regexp.MustCompile(`(?i)(?:\barticles?\s+\d|\bsections?\s+\d|\bconstitution\b|\bcontravention\b|\bcase no|\bcause no|\bindex no|\bcivil action|\bdocket|\badv\.? proc|\badversary|\bchapter \d+\b|\bcomplaint\b|\banswer\b|\bmotion\b|\bdeclaration\b|\baffidavit\b|\border\b|\bpetition\b|\bjury\b|\bhon\.|\bjudge\b|\bdept\b|\bhearing\b|\bcase no|\bno\.\s*\d|\bexhibit\b|\bmemorandum\b|\bbrief\b|\bnotice\b|\bdeposition\b|\btranscript\b|\bvolume\b|\bpages?\b|\bfiled\b|\bindictment\b|\bproceedings\b|^no\.\s|\bcnr\b|\b[a-z]{1,3}-\d{2}-\d{3,}|\d:\d{2}-[a-z]{2}-\d|\b\d{2,}/\d{4}\b|\bwrit\b)`)
	// reNotNameLine is a caption line that holds no name even beside names:
	// a statute ("VIO: 21 U.S.C. 841"), a bracketed aside of the title
	// column over lines ("(Possession with Intent", "to Distribute)"), a
	// "Label: value" line ("Through: Mr. X, Advocate").
	reNotNameLine = regexp.MustCompile(`^\((?:[^0-9a-h ivx]|\S{3})|^[^()]*\)$|\w:\s|:$|U\.S\.C\.|§|C\.F\.R\.`)
	// reAddressLine is a line of a postal address in a caption (a "Serve:"
	// block): "120 South Central Avenue", "Clayton, Missouri 63105", and
	// a last line with the comma or period that runs the caption on
	// ("Fairfax, Virginia 22031,").
	reAddressLine = regexp.MustCompile(`^\d+\s+[A-Z0-9]|\b\d{5}(?:-\d{4})?[,.;]?$|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s+\d[A-Z]{2}[,.;]?$`)
	// reServeLine opens a "Serve:" block under a defendant's name: the
	// agent or address to serve, never a party of its own.
	reServeLine = regexp.MustCompile(`^(?i:serve|service\s+on|to\s+be\s+served\s+on)\s*:\s`)
	// reLabelFirst is a label-first party line: "Claimant: Ms J Patel",
	// "Respondent:" (its value maybe on the next line), or a form's label
	// that offers a name for each kind of case ("PLAINTIFF/PETITIONER:").
	reLabelFirst = regexp.MustCompile(`^((?i:` + labelWords + `)(?:\s*/\s*(?i:` + labelWords + `))?)\s*:\s*(.*)$`)
	// reCounselTail ends an appearance's name with the lawyer's calling.
	reCounselTail        = regexp.MustCompile(`(?i),?\s*\(?(?:of\s+)?(?:counsel|solicitors?|barristers?|advocates?|attorneys?(?:-at-law)?|KC|QC|SC)\)?\.?$`)
	reInPerson           = regexp.MustCompile(`(?i)\bin person\b|\bdid not attend\b|\bno appearance\b|\bnot represented\b`)
	reRepresentationHead = regexp.MustCompile(`(?i)^(?:representation|appearances?)\s*:?$`)

	// reProsecution is the government that prosecutes, as a criminal
	// caption names it without a label.
	reProsecution = regexp.MustCompile(`^(?i:(?:the\s+)?(?:united\s+states(?:\s+of\s+america)?|people\s+of\s+the\s+state\s+of\s+[a-z ]{3,20}|state\s+of\s+[a-z ]{3,20}|commonwealth\s+of\s+[a-z ]{3,20}|people\s+of\s+the\s+territory\s+of\s+[a-z ]{3,20}|king|queen|crown|regina|rex|his\s+majesty\s+the\s+king|her\s+majesty\s+the\s+queen|his\s+majesty'?s\s+advocate|her\s+majesty'?s\s+advocate|hm\s+advocate|director\s+of\s+public\s+prosecutions|state\s*\([^)]{2,40}\)|state))\s*,?$`)
	// reInReEnd ends the names of an "In re" line: a label, "Deceased", a
	// case number.
	reInReEnd = regexp.MustCompile(`,\s*(?:` + labelWords + `|(?i:deceased|a minor|an incapacitated person|alleged incapacitated person))\b|\s+(?i:case|cause|index|file)\s+no\b`)
	// reWillOf heads a probate caption: "Probate Proceeding, Will of",
	// "Estate of" (the testator's name maybe on the next line).
	reWillOf = regexp.MustCompile(`^(?i:in\s+the\s+(?:matter\s+of\s+the\s+)?)?(?i:(?:probate|administration|accounting)\s+proceeding,?\s+)?(?i:(?:last\s+)?will|estate)\s+(?i:of)\b:?\s*(.*)$`)
	// reMarriageOf heads a family caption: "In re the Marriage of", "In
	// re the Custody of".
	reMarriageOf = regexp.MustCompile(`^(?i:the\s+)?(?i:marriage|custody|parentage|paternity|support)\s+(?i:of)\b:?\s*(.*)$`)
	reEstateOf   = regexp.MustCompile(`^(?i:the\s+)?(?i:estate|guardianship|conservatorship|trust|adoption)\s+(?i:of)\b:?\s*(.*)$`)
	// reBracketLabel is a caption label in brackets, after a name on its
	// line or alone: "(Claimant)", "ACME LTD   (Respondents)".
	reBracketLabel = regexp.MustCompile(`(?i)^(.*?)\s*\((` + labelWords + `(?:\s*(?:-|and|/)\s*` + labelWords + `)*)\)\s*[,.;]?$`)
	// reBetweenLine opens an English or Commonwealth caption: "BETWEEN:",
	// "Between", "B E T W E E N :".
	// Scotland's "in the cause", "in the petition of", "at the instance of"
	// do the same.
	reBetweenLine = regexp.MustCompile(`^(?i:b\s?e\s?t\s?w\s?e\s?e\s?n|in\s+the\s+matter\s+between|in\s+the\s+(?:cause|petition|application|appeal|action|note)(?:\s+of)?|at\s+the\s+instance\s+of)\s*:?$`)
	reInRe        = regexp.MustCompile(`^(?i:in\s+re|in\s+the\s+matter\s+of)[:\s]+(.+)$`)
)

var (
	// reRuleLine is a line of dashes or underscores that rules off a
	// caption.
	reRuleLine = regexp.MustCompile(`^[-=_–—\s]{6,}$`)
	// reForSideHead heads a side's appearance: "For the Appellant".
	reForSideHead = regexp.MustCompile(`^(?i:for\s+the\s+` + labelWords + `)\s*:?$`)
)

var (
	// reCoverTitle is the title of an award, a tribunal's paper or a
	// written pleading on its cover, below the caption's last label:
	// "FINAL AWARD", "TERMS OF REFERENCE", "REASONS", "DEFENCES".
	reCoverTitle = regexp.MustCompile(`(?i)^(?:(?:final|partial|interim|consent|additional|further|corrected|draft|amended)\s+)*(?:award|terms\s+of\s+reference|reasons(?:\s+for\s+.*)?|decision|determination|ruling|procedural\s+order\b.*|defen[cs]es?|submissions|written\s+submissions|statement\s+of\s+(?:claim|defen[cs]e|case|reply)|points\s+of\s+(?:claim|defen[cs]e)|opinion(?:\s+and\s+award)?)\s*$`)
	// reSeatLine is a party's seat on the line under its name in a
	// caption: "of Panama", "of Dubai, United Arab Emirates".
	reSeatLine = regexp.MustCompile(`^of\s+[A-Z][\p{L}'’.-]*(?:,?\s+[A-Z][\p{L}'’.-]*){0,3}$`)
	// reInlineAgainst is a Scottish instance's versus on one line after
	// the first side's label: "X LIMITED, PURSUER, against Y".
	reInlineAgainst = regexp.MustCompile(`(?i),\s+against\s+`)
	// reBracketAside is a whole line in brackets with no figures: a
	// party's seat or country under its name in a caption.
	reBracketAside = regexp.MustCompile(`^\([^()0-9]{2,60}\)$`)
	// reProceedingOf is what "In the matter of" opens when it opens the
	// caption of a proceeding, not a name: "the arbitration between", "an
	// arbitration under the Arbitration Act 1996".
	reProceedingOf = regexp.MustCompile(`(?i)^(?:the|an?)\s+(?:arbitration|reference|application|proceedings?)\b|\bbetween\s*:?$`)
)

// reTitleLine is a line of a paper's title: a title word ("COMPLAINT FOR
// BREACH OF", "[PROPOSED] ORDER TO EXTEND", "DECLARATION OF MAYA R.").
var reTitleLine = regexp.MustCompile(`(?i)\b` + titleWords)

// reTitlePrefix is what stands before a title word in a paper's title,
// not a name's words: "STIPULATED MOTION", "[PROPOSED] ORDER",
// "DEFENDANT'S MOTION", "FIRST AMENDED COMPLAINT".
var reTitlePrefix = regexp.MustCompile(`(?i)^(?:\s*\[?(?:proposed|stipulated|joint|agreed|amended|first|second|third|verified|unopposed|emergency|ex\s+parte|consent|supplemental|renewed|preliminary|final|interim|temporary|permanent|protective|original|plaintiffs?['’]?s?|defendants?['’]?s?|respondents?['’]?s?|petitioners?['’]?s?|appellants?['’]?s?|appellees?['’]?s?|debtors?['’]?s?|the|and|or|of|for|to|in|re:?)\]?[,:]?)+\s*$`)

// captionItem is one line (or part of a line) of a caption, with the seg
// it was read from.
type captionItem struct {
	text string
	seg  int
}

// reFirmLine is a law firm's line: a firm's form or its calling.
var reFirmLine = regexp.MustCompile(`(?i)\b(?:llp|llc|l\.l\.p|pllc|solicitors|advocates|attorneys|chambers|law\s+(?:firm|offices?|group|chambers)|partners|partnership|& co\.?|legal)\b|\s&\s`)

// lawyerBlock is the number of lines from seg j on that name lawyers with
// their honorifics, one a line, closed by their firm's line; 0 when the
// lines are no such block.
func lawyerBlock(v *pageView, j int) int {
	n := 0
	for j+n < len(v.segs) && !v.segs[j+n].blank && reLawyerHonorific.MatchString(strings.TrimSpace(v.segs[j+n].text)) && lawyerPiece(v.segs[j+n].text) != "" {
		n++
	}
	if n == 0 || j+n >= len(v.segs) || v.segs[j+n].blank || !reFirmLine.MatchString(v.segs[j+n].text) {
		return 0
	}
	return n
}

var (
	// reLaborLabel is a labor arbitration's bracketed label of a side.
	reLaborLabel = regexp.MustCompile(`^\((?i:(union|employer|company))\)[,.;]?$`)
	// reArbitrationBetween opens a labor arbitration's caption.
	reArbitrationBetween = regexp.MustCompile(`(?i)\barbitration\s+between\b`)
	// reLocalUnion is a union named as its local, then its international:
	// "Local 418, United Industrial and Service Workers of America", one
	// party despite its comma.
	reLocalUnion = regexp.MustCompile(`^(?i:local)\s+\d+[A-Z]?,\s+\S.*$`)
)

// laborArbitration tells a page that opens a labor arbitration's caption.
func laborArbitration(v *pageView) bool {
	for k, sg := range v.segs {
		if k > 12 {
			break
		}
		if reArbitrationBetween.MatchString(sg.text) {
			return true
		}
	}
	return false
}

// rePartiesHead heads a table's column of parties' names.
var rePartiesHead = regexp.MustCompile(`(?i)^(?:the\s+)?(?:parties|party|names?)\s*:?$`)

// bareRole tells a caption label alone on its line: a caption's
// ("Respondent") or a forum's own ("Complainant").
func bareRole(t string) bool {
	t = strings.TrimSpace(t)
	return reLabel.MatchString(t) || blockLabelWord(strings.TrimRight(t, ".,:;"))
}

// bareRoleRun is the number of bare labels in a row from item i on.
func bareRoleRun(items []captionItem, i int) int {
	n := 0
	for i+n < len(items) && bareRole(items[i+n].text) {
		n++
	}
	return n
}

// labelRun is the number of caption labels in a row from item i on.
func labelRun(items []captionItem, i int) int {
	n := 0
	for i+n < len(items) && reLabel.MatchString(items[i+n].text) {
		n++
	}
	return n
}

// reWindingUp says a paper asks for, or makes, a company's winding up.
var reWindingUp = regexp.MustCompile(`(?i)\bwinding[- ]up\s+(?:petition|order)\b|\bbe\s+wound\s+up\b`)

// inReOf matches an "In re X" caption line, or a probate caption's
// "Probate Proceeding, Will of X" (X maybe empty: on the next line).
func inReOf(t string) []string {
	if m := reInRe.FindStringSubmatch(t); m != nil {
		return m
	}
	if m := reWillOf.FindStringSubmatch(t); m != nil {
		return m
	}
	return nil
}

// reInitialsSurname is a name of initials and a surname ("O Fairbanks",
// "J. R. Hale"), a person's when a courtesy title stood before it.
var reInitialsSurname = regexp.MustCompile(`^(?:[A-Z]\.?\s+){1,3}\p{Lu}[\p{L}'’-]+$`)

// reWitnessSideLead is a side's label before a witness's name in a list
// of who testified: "Defendant Sobecki", "Plaintiffs Tobias E. Haugland".
var reWitnessSideLead = regexp.MustCompile(`^(?:the\s+)?(?:` + labelWords + `)\s+(?:(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?`)

// rePaperTitleLine is a line of a paper's title in capitals: "PETITION FOR
// PROBATE AND", "VERIFIED OBJECTIONS", "DECISION AND ORDER", "LETTERS
// TESTAMENTARY".
var rePaperTitleLine = regexp.MustCompile(`^(?:[A-Z'’]+\s+){0,3}(?:PETITION|OBJECTIONS?|DECISION|ORDER|JUDGMENT|DECREE|ANSWER|COMPLAINT|MOTION|AFFIDAVIT|AFFIRMATION|CITATION|LETTERS|NOTICE|STIPULATION|MEMORANDUM|VERIFICATION|APPLICATION)\b[A-Z'’ ,&()-]*$`)

// reLawyerAfterSide is a lawyer named with a courtesy title right after a
// lawyer's side ("counsel for plaintiff Sh. Rajat Khanna", "Advocate for
// the Respondent Ms. X"), up to "with", a comma or the sentence's end.
// Group 1 is the name.
var reLawyerAfterSide = regexp.MustCompile(`^(?:Sh\.|Shri|Smt\.?|Kum\.|Mr\.?|Ms\.?|Mrs\.?)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}?)(?:\s+with\b|\s*[,;]|\.?\s*$|\.\s)`)

// reCertifyToCourt follows a lawyer's "I, X, certify": "to the Court
// that ... provides a proper basis": a lawyer's certificate, no evidence.
var reCertifyToCourt = regexp.MustCompile(`^\s*to\s+the\s+[Cc]ourt\b`)

// reNoClientLead opens what follows a lawyer's "for the Plaintiff" when it
// names no client: a lower-case word of the sentence, or a preposition.
var reNoClientLead = regexp.MustCompile(`^(?:[,;]\s*)?(?:\p{Ll}|(?i:for|on|in|at|of|to|by|re|regarding|concerning|dated|filed|served)\b)`)

// reTableLabel is a label of a court form's heading table, whose value
// stands after it, never above: "COURT FILE NUMBER", "JUDICIAL CENTRE"
// (the Canadian prairie provinces' statements of claim and affidavits).
var reTableLabel = regexp.MustCompile(`^(?i:court\s+file\s+(?:number|no\.?)|judicial\s+cent(?:re|er)|court|document|style\s+of\s+cause)$`)

// reTableKey is a label that makes a heading a table: none is ever a
// name's caption label.
var reTableKey = regexp.MustCompile(`^(?i:court\s+file\s+(?:number|no\.?)|judicial\s+cent(?:re|er))$`)

// reServiceBox heads a form's box of the filing lawyer's address for
// service, whose "Attention:" line names the lawyers.
var reServiceBox = regexp.MustCompile(`(?i)^address\s+for\s+service\b`)

// reAttentionLawyers is the box's "Attention:" line; group 1 the names,
// joined by "/", "and" or commas.
var reAttentionLawyers = regexp.MustCompile(`(?i)^(?:attention|attn\.?)\s*:\s*(.+)$`)

// labelTable reads a heading table that prints each label before its value
// ("JUDICIAL CENTRE" / "CALGARY" / "PLAINTIFF" / "X LTD." / "DEFENDANTS" /
// "Y INC. and" / "Z"): a caption's side is the value after its label, and
// the lawyers after "Attention:" in the filing party's address-for-service
// box are counsel. It reports whether the page has such a table.
func (r *rulesRun) labelTable(v *pageView) bool {
	key := false
	for _, sg := range v.segs {
		if !sg.blank && reTableKey.MatchString(strings.TrimSpace(sg.text)) {
			key = true
			break
		}
	}
	if !key {
		return false
	}
	isLabel := func(t string) bool {
		return reTableLabel.MatchString(t) || reLabel.MatchString(t) || reServiceBox.MatchString(t)
	}
	for k := 0; k < len(v.segs); k++ {
		t := strings.TrimSpace(v.segs[k].text)
		if v.segs[k].blank || !reLabel.MatchString(t) {
			if v.segs[k].blank || !reServiceBox.MatchString(t) {
				continue
			}
			for j := k + 1; j < len(v.segs) && j <= k+14; j++ {
				m := reAttentionLawyers.FindStringSubmatch(strings.TrimSpace(v.segs[j].text))
				if v.segs[j].blank || m == nil {
					continue
				}
				for _, piece := range reAttnSplit.Split(m[1], -1) {
					if n := cleanName(piece); isPersonName(n) {
						r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
					}
				}
				break
			}
			continue
		}
		role := roleOf(strings.Trim(t, " .,:;"))
		if role == "" {
			continue
		}
		var lines []int
		j := k + 1
		for j < len(v.segs) && v.segs[j].blank {
			j++
		}
		for ; j < len(v.segs) && !v.segs[j].blank && len(lines) < 4; j++ {
			if isLabel(strings.TrimSpace(v.segs[j].text)) {
				break
			}
			lines = append(lines, j)
		}
		if len(lines) == 0 {
			continue
		}
		var parts []string
		for _, x := range lines {
			parts = append(parts, strings.TrimSpace(v.segs[x].text))
		}
		val := strings.Join(parts, " ")
		for _, n := range splitNames(val) {
			a := strings.Index(val, n)
			if a < 0 {
				a = 0
			}
			r.party(v, n, role, "", val, a, a+len(n))
		}
		k = lines[len(lines)-1]
	}
	return true
}

// caption finds the parties in a case caption on page v: names followed by
// a role label, on either side of "v."; also "In re X" and one-line
// captions ("X, Plaintiff, v. Y, Defendant.").
func (r *rulesRun) caption(v *pageView) {
	type item = captionItem
	if isDocketSheet(v) {
		return // a docket sheet labels its parties above them: docketParties reads it
	}
	if r.labelTable(v) {
		return // a heading table: each label over (or beside) its value
	}
	defer r.unlabelledCaption(v)
	var items []item
	inline := map[int]bool{} // segs of one-line captions broken into parts
	for k, s := range v.segs {
		if s.blank || s.right {
			continue
		}
		t := s.text
		if inCounselList(v, k) {
			continue // "COUNSEL: X (Plaintiff)", "SOLICITORS: Y (Defendants)": lawyers and firms by side
		}
		// A federal employee's appeal labels the employing agency
		// "Agency." on its own line after the versus: the respondent.
		if reAgencyLabel.MatchString(strings.TrimSpace(t)) && versusBefore(items) {
			t = "Respondent."
		}
		// "..... Petitioner", "...RESPONDENTS": a label after dotted leaders.
		if l := strings.TrimLeft(t, ".…· "); l != t && reLabel.MatchString(l) {
			t = l
		}
		// An Ontario endorsement's heading: "RE: X, Plaintiff" / "AND: Y,
		// Defendants".
		if m := reRELead.FindStringSubmatch(t); m != nil && reTrailLabel.MatchString(m[1]) {
			t = m[1]
		}
		if secondColumn(v, k) && !reLabel.MatchString(t) && !reBracketLabel.MatchString(t) {
			continue // the case number and title column beside the names
		}
		if !reVersus.MatchString(t) {
			if loc := reTitleTail.FindStringIndex(t); loc != nil && loc[0] > 0 && !reTitlePrefix.MatchString(t[:loc[0]]) {
				comma := strings.HasPrefix(t[loc[0]:], ",")
				t = t[:loc[0]]
				if comma {
					t += "," // the name line keeps its comma: it runs on
				}
			}
		}
		// A name in capitals with its label in title case at the end of
		// the line, as Hong Kong and Singapore captions print them
		// ("CHAN TAI MAN Plaintiff", "1st Defendant").
		if m := reCapsNameLabel.FindStringSubmatch(t); m != nil && !reVersus.MatchString(m[1]) && !captionEnds(m[1]) && !reCaptionJunk.MatchString(m[1]) {
			items = append(items, item{m[1], k}, item{m[2], k})
			continue
		}
		// A labor arbitration's sides in brackets: "(Union)," is the side
		// that grieves, "(Employer)." the side that answers.
		if m := reLaborLabel.FindStringSubmatch(t); m != nil && laborArbitration(v) {
			label := "Respondent"
			if strings.EqualFold(m[1], "union") {
				label = "Claimant"
			}
			items = append(items, item{label, k})
			continue
		}
		// A label in brackets, alone ("(Claimant)") or after the name on
		// its line ("KAIROS SHIPPING PTE. LTD.   (Claimant)").
		if m := reBracketLabel.FindStringSubmatch(t); m != nil {
			if n := strings.TrimSpace(m[1]); n != "" {
				items = append(items, item{n, k})
			}
			items = append(items, item{m[2], k})
			continue
		}
		// "- against -" read as one line with the next name ("- against
		// KEVIN M. DUNBAR,"): the versus, then the name.
		if m := reVersusLead.FindStringSubmatch(s.text); m != nil && !secondColumn(v, k) && !reVersus.MatchString(s.text) && !reCaptionJunk.MatchString(m[1]) && !reTitleWordAny.MatchString(m[1]) {
			items = append(items, item{"v.", k}, item{m[1], k})
			continue
		}
		// Break one-line captions into their parts.
		if (reInlineV.MatchString(t) || reInlineAgainst.MatchString(t)) && reInlineLbl.MatchString(t+",") {
			t = reInlineV.ReplaceAllString(t, "\n v. \n")
			t = reInlineAgainst.ReplaceAllString(t, ",\n v. \n")
			inline[k] = true
			runs := runsOn(t)
			t = reInlineLbl.ReplaceAllString(t+",", ",\n$1,\n")
			ps := strings.Split(t, "\n")
			for x, p := range ps {
				p = strings.TrimSpace(p)
				if x == len(ps)-1 && !runs && !reLabel.MatchString(p) {
					// the comma added to find a last label: a name wrapped
					// onto the next line does not run on by it
					p = strings.TrimSuffix(p, ",")
				}
				if p != "" && p != "," {
					items = append(items, item{p, k})
				}
			}
			continue
		}
		items = append(items, item{t, k})
	}
	start := 0 // first item of the names for the next label
	var gov *item
	skipTo := 0 // items before it were read as a column of labels
	for i, it := range items {
		t := it.text
		if i < skipTo {
			continue
		}
		if reVersus.MatchString(t) {
			// A prosecution's caption labels only the accused: the
			// government named just above "v." is its other side.
			for j := i - 1; j >= start && j >= i-3; j-- {
				pt := items[j].text
				if reProsecution.MatchString(strings.TrimSpace(pt)) {
					gov = &items[j]
					break
				}
				if !reCaptionJunk.MatchString(pt) && !reNotNameLine.MatchString(pt) && !reProsecutionLabel.MatchString(pt) {
					break
				}
			}
			start = i + 1
			// "THE KING v MARCUS DELANEY": a prosecution's caption that
			// labels neither side; the name lines after "v" are the
			// accused.
			if gov != nil {
				n := 0
				for i+1+n < len(items) && n < 4 && accusedLine(items[i+1+n].text) {
					n++
				}
				if next := i + 1 + n; n > 0 && (next >= len(items) || !reLabel.MatchString(items[next].text) && !reTrailLabel.MatchString(items[next].text)) {
					for k := i + 1; k < next; k++ {
						nt := strings.TrimSpace(reBirthTail.ReplaceAllString(items[k].text, ""))
						for _, n := range splitNames(nt) {
							r.party(v, n, RoleDefendant, "", v.segs[items[k].seg].text, 0, len(v.segs[items[k].seg].text))
						}
					}
					r.govParty(v, gov.text, RolePlaintiff, v.segs[gov.seg].text)
					gov = nil
				}
			}
			continue
		}
		var names []item
		label := ""
		if strings.HasSuffix(t, ":") && reLabel.MatchString(t) {
			continue // "Claimant:" heads its value (labelFirst reads it)
		}
		// A table of parties in reading order: its column of labels
		// ("Complainant" / "Respondent") under a heading that names no
		// one ("Parties:"), then maybe the names' heading ("Parties"),
		// then the names in the same order.
		if n := bareRoleRun(items, i); n >= 2 && (i == 0 || strings.HasSuffix(items[i-1].text, ":") || rePartiesHead.MatchString(items[i-1].text)) {
			j := i + n
			for j < len(items) && rePartiesHead.MatchString(items[j].text) {
				j++
			}
			var vals []item
			for ; j < len(items) && len(vals) < n; j++ {
				if !mixedCaptionName(items[j].text) && !captionNameLine(items[j].text) {
					break
				}
				vals = append(vals, items[j])
			}
			if len(vals) == n {
				for x, nv := range vals {
					if role := blockRole(strings.TrimSpace(items[i+x].text)); role != "" {
						r.party(v, strings.TrimSpace(nv.text), role, "", v.segs[nv.seg].text, 0, len(v.segs[nv.seg].text))
					}
				}
				start, skipTo = j, j
				continue
			}
		}
		// A column of labels printed after the column of the names they
		// close ("CITY OF X" / "ESKOM Y" then "First Respondent" / "Second
		// Respondent"): the last n name lines pair with the n labels in
		// order.
		if n := labelRun(items, i); n >= 2 && reLabel.MatchString(t) {
			var nameItems []item
			// A reading-order extraction may put both sides' names, with
			// the versus between them, before the column of their labels
			// ("X" / "- and Y" / "Applicant" / "Respondent"): the names
			// run on back over that versus.
			overV := start > 0 && reVersus.MatchString(items[start-1].text)
			for j := i - 1; j >= 0 && len(nameItems) < n; j-- {
				pt := items[j].text
				if j < start {
					if !overV || len(nameItems) == 0 {
						break
					}
					if j == start-1 {
						continue
					}
				}
				// Between the names and their labels a reading-order
				// extraction may put the caption's closing rule and the
				// appearances' headings ("For the Appellant").
				if len(nameItems) == 0 && (reRuleLine.MatchString(pt) || reForSideHead.MatchString(pt)) {
					continue
				}
				if reVersus.MatchString(pt) || reLabel.MatchString(pt) || reBetweenLine.MatchString(pt) || captionEnds(pt) {
					break
				}
				nameItems = append([]item{items[j]}, nameItems...)
			}
			if len(nameItems) == n {
				for x, ni := range nameItems {
					lm := reLabel.FindStringSubmatch(items[i+x].text)
					for _, nm := range splitNames(ni.text) {
						r.party(v, nm, roleOf(lm[1]), "", v.segs[ni.seg].text, 0, len(v.segs[ni.seg].text))
					}
				}
				start = i + n
				skipTo = i + n
				continue
			}
			// Too few names for the column, and those after a versus (the
			// first side's name cut away as a page's running head): the
			// names left are the second side's, so the first label must
			// not take them.
			if overV {
				start = i + n
				skipTo = i + n
				continue
			}
		}
		if m := reLabel.FindStringSubmatch(t); m != nil {
			label = m[1]
			// The names: back from the label to the last boundary, over at
			// most five lines that may hold names (skipped lines, such as a
			// "Serve:" block's address or a title in the right column, do
			// not count).
			kept := 0
			for j := i - 1; j >= start && j >= i-14 && kept < 5; j-- {
				pt := items[j].text
				if reAddressLine.MatchString(pt) && !reNumberedCompany.MatchString(strings.TrimSpace(pt)) || reServeLine.MatchString(pt) {
					continue
				}
				// "STATE OF MAHARASHTRA & ORS." right above its label is a
				// party, though "STATE OF" usually heads a venue.
				gov := len(names) == 0 && reProsecution.MatchString(strings.TrimSpace(reEtAl.ReplaceAllString(pt, "")))
				// The last line of a title wrapped in the right column, between
				// the label and the names ("DEFENDANT'S MOTION TO" / "COMPEL
				// ARBITRATION"), ends nothing; nor does a date under its
				// label there ("NOTE ON MOTION CALENDAR:" / "March 3, 2025"),
				// nor that label.
				if len(names) == 0 && !reHardEnd.MatchString(pt) && (dateOnly(pt) || strings.HasSuffix(pt, ":") && !reLabel.MatchString(pt) ||
					captionEnds(pt) && j > start && reTitleLine.MatchString(items[j-1].text) && !blankBetween(v, items[j-1].seg, items[j].seg)) {
					continue
				}
				// A party's seat in brackets under its name ("(State of
				// Kuwait)", "(France)") ends nothing.
				if reBracketAside.MatchString(pt) || reSeatLine.MatchString(pt) {
					continue
				}
				// A one-line caption's first name starts its line, unless
				// the line above runs on into it.
				if len(names) > 0 && inline[names[0].seg] && items[j].seg != names[0].seg && !runsOn(pt) {
					break
				}
				// A pleading's title stacked over its party ("DEFENCES" /
				// "for" / "X LIMITED") heads the names.
				if !gov && captionEnds(pt) || agencyHeadingAbove(pt, start, names) || reVersus.MatchString(pt) || reLabel.MatchString(pt) || reBetweenLine.MatchString(pt) ||
					reCoverTitle.MatchString(pt) || strings.EqualFold(strings.TrimSpace(pt), "for") {
					break
				}
				andNext := len(names) > 0 && (strings.HasPrefix(names[0].text, "and ") || strings.HasPrefix(names[0].text, "& "))
				if reCaptionJunk.MatchString(reParenthetical.ReplaceAllString(pt, "")) && !strings.HasSuffix(strings.TrimSpace(pt), ",") && !strings.HasSuffix(strings.TrimSpace(pt), ";") && !andNext {
					// A paper's title wrapped in the caption's right column
					// ("COMPLAINT FOR BREACH OF" / "CONTRACT AND UNJUST" /
					// "ENRICHMENT"): the lines that run on from it, with no
					// blank line between and no comma that would run them
					// into a label, are the title's, not names.
					for len(names) > 0 && reTitleLine.MatchString(pt) && !blankBetween(v, items[j].seg, names[0].seg) && !runsOn(names[0].text) {
						names = names[1:]
					}
					continue
				}
				if reNotNameLine.MatchString(pt) && !strings.HasPrefix(pt, "and ") && !strings.HasPrefix(pt, "& ") {
					continue
				}
				// A cover's date ("September 10, 2024") right above the
				// caption's first name is no name line.
				if dateOnly(pt) {
					break
				}
				// A line may wrap after a middle initial ("JOHN A. DOE; MARY B." /
				// "DOE; ..."): its period ends no sentence.
				if pe := strings.TrimSpace(reEtAl.ReplaceAllString(pt, "")); len(pt) > 90 && !longNameLine(pt) || strings.HasSuffix(pe, ".") && !reSuffixOnly.MatchString(lastWord(pe)) && !reInitialWord.MatchString(lastWord(pe)) {
					break
				}
				// A line set apart by a blank line that does not run on into
				// the names (no trailing comma or "and") is a heading.
				if len(names) > 0 && blankBetween(v, items[j].seg, names[0].seg) && !runsOn(pt) {
					break
				}
				// A name closed by its side in brackets on its own line
				// ("Giuseppina Iannuzzi (Plaintiff)") takes no line above
				// that is written as prose ("Principal judgment", a
				// cover's value read before the list).
				if len(names) > 0 && names[0].seg == it.seg && !runsOn(pt) && proseWordLine(pt) {
					break
				}
				kept++
				names = append([]item{items[j]}, names...)
			}
			// A dotted label alone under blocks of particulars ("1. X,
			// W/o Y" / "both R/o Z" / "........ Defendants") is
			// blockCaption's to read, item by item.
			if lt := strings.TrimSpace(v.segs[it.seg].text); strings.HasPrefix(lt, "..") || strings.HasPrefix(lt, "…") {
				if slices.ContainsFunc(names, func(n item) bool {
					return reParticulars.MatchString(n.text) || reInlineParticulars.MatchString(n.text)
				}) {
					start = i + 1
					continue
				}
			}
		} else if m := reTrailLabel.FindStringSubmatch(t); m != nil && len(t) < 160 {
			label = m[2]
			names = []item{{m[1], it.seg}}
			for j := i - 1; j >= start && j >= i-3; j-- {
				pt := items[j].text
				// A name wrapped before its bracket ("GRAMPIAN HOMES" /
				// "(NORTH) LIMITED and X, DEFENDERS") runs on too.
				wrapped := strings.HasPrefix(names[0].text, "(") && !reBracketLabel.MatchString(names[0].text)
				if !wrapped && !strings.HasSuffix(pt, ",") && !strings.HasSuffix(pt, ";") && !strings.HasSuffix(strings.ToLower(pt), " and") || reCaptionEnd.MatchString(pt) && !personCourt(pt) || reVersus.MatchString(pt) || reLabel.MatchString(pt) || reCaptionJunk.MatchString(pt) {
					break
				}
				names = append([]item{items[j]}, names...)
			}
		} else if m := inReOf(t); m != nil && i < 40 {
			rest, seg := m[1], it.seg
			// "In re the Estate of / HAROLD P. WEXLER, Deceased.": the
			// person whose estate, guardianship or trust it is, maybe on
			// the next line.
			if em := reEstateOf.FindStringSubmatch(rest); em != nil {
				rest = em[1]
			}
			// "IN RE THE MARRIAGE OF" over the spouses' labelled names:
			// their labels name them.
			if mm := reMarriageOf.FindStringSubmatch(rest); mm != nil {
				if rest = mm[1]; strings.TrimSpace(rest) == "" {
					continue
				}
			}
			if strings.TrimSpace(rest) == "" {
				// The next line with words in its column: a "§" or ")"
				// rule line is none, nor the court's column beside it.
				at := v.segs[it.seg]
				for j := i + 1; j < len(items) && j <= i+4; j++ {
					nx := v.segs[items[j].seg]
					if nx.line == at.line || at.col >= 0 && nx.col > at.col+4 {
						continue
					}
					if strings.Trim(items[j].text, "§):|- ") != "" {
						// The paper's title printed beside the caption and
						// read between ("PETITION FOR PROBATE AND" /
						// "LETTERS TESTAMENTARY"): no name.
						if rePaperTitleLine.MatchString(strings.TrimSpace(items[j].text)) {
							continue
						}
						rest, seg = items[j].text, items[j].seg
						break
					}
				}
			}
			// "IN THE MATTER OF THE ARBITRATION BETWEEN": the opening of
			// the caption below, no name.
			if reProceedingOf.MatchString(rest) {
				continue
			}
			// "In re ACME CORP. / SECURITIES LITIGATION": a consolidated
			// case named after its subject, whose sides its pleadings name.
			if reLitigationTitle.MatchString(rest) || i+1 < len(items) && reLitigationTitle.MatchString(items[i+1].text) {
				continue
			}
			// "X and Y, Debtors. CASE NO. ...": the names end at the label.
			if loc := reInReEnd.FindStringIndex(rest); loc != nil {
				rest = rest[:loc[0]]
			}
			for _, n := range splitNames(rest) {
				para := v.segs[seg].text
				role := RoleParty
				if isEntityName(n) && reWindingUp.MatchString(v.norm) {
					role = RoleRespondent // "IN THE MATTER OF X LIMITED": the company a petition would wind up answers it
				}
				if a := strings.Index(para, n); a >= 0 {
					r.party(v, n, role, "", para, a, a+len(n))
				}
			}
			continue
		} else {
			continue
		}
		start = i + 1
		// A form heads its parties with a bare label above them ("Claimant"
		// / "Ellen Whitcomb" / "vs." / "Respondents" / ...): with no names
		// above, take the name lines below, up to "vs." or another label.
		forward := false
		// A label after dotted leaders closes the names above it, never
		// those below.
		lt := strings.TrimSpace(v.segs[it.seg].text)
		dotted := strings.HasPrefix(lt, "..") || strings.HasPrefix(lt, "…")
		if len(names) == 0 && label == t && !dotted {
			forward = true
			for j := i + 1; j < len(items) && j <= i+4; j++ {
				nt := items[j].text
				if reVersus.MatchString(nt) || reLabel.MatchString(nt) || captionEnds(nt) || strings.Contains(nt, ":") ||
					reCaptionJunk.MatchString(nt) || reAddressLine.MatchString(nt) || len(nt) > 80 || !startsUpper(nt) || j > i+1 && blankBetween(v, items[j-1].seg, items[j].seg) ||
					reCoverTitle.MatchString(nt) {
					break
				}
				names = append(names, items[j])
				start = j + 1
			}
		}
		role := roleOf(label)
		if role == "" || len(names) == 0 {
			continue
		}
		if gov != nil {
			if other := map[string]string{RoleDefendant: RolePlaintiff, RoleRespondent: RolePetitioner, RoleAppellee: RoleAppellant}[role]; other != "" {
				r.govParty(v, gov.text, other, v.segs[gov.seg].text)
			}
			gov = nil
		}
		parts := make([]string, len(names))
		for k, n := range names {
			parts[k] = n.text
		}
		sep := " "
		if forward || pluralLabel(label) && onePersonALine(parts) {
			sep = "; " // a form, or a plural side, lists one name a line
		}
		joined := Normalize(strings.Join(parts, sep))
		if reLocalUnion.MatchString(strings.TrimRight(joined, " ,.;")) {
			n := strings.TrimRight(joined, " ,.;")
			r.party(v, n, role, "", joined, 0, len(n))
			continue
		}
		trial := trialRoleOf(label)
		for _, n := range splitNames(joined) {
			a, b := strings.Index(joined, n), 0
			if a >= 0 {
				b = a + len(n)
			} else {
				a, b = 0, len(joined)
			}
			r.party(v, n, role, "", joined, a, b)
			if trial != "" && trial != role {
				r.party(v, n, trial, "", joined, a, b)
			}
		}
	}
}

// reTrialThenAppeal is a label that joins the side's role at trial to its
// role on appeal: "Plaintiff-Appellant", "Claimant/Appellant",
// "Plaintiff and Appellant", "Defendants-Respondents".
var reTrialThenAppeal = regexp.MustCompile(`(?i)^(plaintiffs?|claimants?|defendants?|petitioners?|applicants?)\s*(?:-|/|\s+and\s+)\s*(?:appellants?|appellees?|respondents?)[.,;:]?$`)

// trialRoleOf is the trial role of a label that also gives the appeal's:
// the party holds both.
func trialRoleOf(label string) string {
	m := reTrialThenAppeal.FindStringSubmatch(strings.TrimSpace(label))
	if m == nil {
		return ""
	}
	return roleOf(m[1])
}

// pluralLabel reports whether a caption's label names several parties:
// "Applicants", "DEFENDANTS".
func pluralLabel(label string) bool {
	l := strings.ToLower(strings.TrimRight(strings.TrimSpace(label), ".,;:"))
	return strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss")
}

// onePersonALine reports whether each of a caption's name lines is a whole
// person's name that does not run on ("FARIDA NOORI HAKIMI" / "JAWAD
// AHMAD HAKIMI"): several people, not one name wrapped.
func onePersonALine(lines []string) bool {
	if len(lines) < 2 {
		return false
	}
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if runsOn(t) || strings.HasSuffix(t, ",") || !isPersonName(cleanName(t)) || len(strings.Fields(t)) < 2 {
			return false
		}
	}
	return true
}

// unlabelledCaption reads a caption that names both sides with no role
// label, as Louisiana's courts and some others print it ("X AND Y" /
// "VERSUS" / "Z, L.L.C. AND W"): the names above a lone "VERSUS" brought
// the case and those below it are sued. It reads only when nothing in the
// document so far has a side's role, so a labelled caption always wins.
func (r *rulesRun) unlabelledCaption(v *pageView) {
	for _, p := range r.out.Parties {
		if captionRole[p.Role] {
			return
		}
	}
	for k, s := range v.segs {
		if k > 40 {
			return
		}
		if s.blank || s.right || !loneVersus(s.text) {
			continue
		}
		above, below := captionNameRun(v, k, -1), captionNameRun(v, k, 1)
		if len(above) == 0 || len(below) == 0 {
			return
		}
		// A label anywhere near ("...PETITIONER" at a line's end, or in
		// a column of its own) makes the caption a labelled one, which
		// the caption reader or another reader answers.
		for j := max(0, k-12); j < len(v.segs) && j <= k+12; j++ {
			if reEndLabel.MatchString(strings.TrimSpace(v.segs[j].text)) {
				return
			}
		}
		r.unlabelled = map[string]string{}
		first, second := RolePlaintiff, RoleDefendant
		// The page's own text, not the caption's view: the line that
		// calls the proceeding an application is prose.
		page := r.in.Documents[v.doc].Pages[v.num-1]
		if reTribunalHead.MatchString(page[:min(len(page), 600)]) {
			second = RoleRespondent // a tribunal's or an arbitration's other side responds
		}
		if reApplicationFor.MatchString(page[:min(len(page), 1500)]) {
			first, second = RolePetitioner, RoleRespondent // "Application for an unfair dismissal remedy"
		}
		for _, side := range []struct {
			lines []string
			role  string
		}{{above, first}, {below, second}} {
			joined := Normalize(strings.Join(side.lines, " "))
			for _, n := range splitNames(joined) {
				r.unlabelled[NameKey(n)] = side.role
				if a := strings.Index(joined, n); a >= 0 {
					r.party(v, n, side.role, "", joined, a, a+len(n))
				} else {
					r.party(v, n, side.role, "", joined, 0, len(joined))
				}
			}
		}
		return
	}
}

// foldUnlabelledSides keeps one role for each side of an unlabelled
// caption: a Louisiana petition calls its plaintiff "petitioner" in its
// prose ("comes petitioner, X"), while the defendants it names make the
// suit an ordinary one, so the caption's plaintiff stands and the prose's
// petitioner (or respondent, for a defendant) is the same role again.
func (r *rulesRun) foldUnlabelledSides() {
	if len(r.unlabelled) == 0 {
		return
	}
	same := map[string]string{RolePlaintiff: RolePetitioner, RoleDefendant: RoleRespondent}
	keep := r.out.Parties[:0]
	r.parties = map[string]int{}
	for _, p := range r.out.Parties {
		if side, ok := r.unlabelled[NameKey(p.Name)]; ok && same[side] == p.Role {
			continue
		}
		r.parties[NameKey(p.Name)+"\x00"+p.Role] = len(keep)
		keep = append(keep, p)
	}
	r.out.Parties = keep
}

// uncalledWitness tells a name in t[a:b] that a sentence names as a
// witness nobody called or who would have testified, never as one who gave
// evidence: an ineffective-assistance claim names the witness counsel did
// not call.
func uncalledWitness(t string, a, b int) bool {
	return reNotCalled.MatchString(t[max(0, a-80):a]) || reWouldHave.MatchString(t[b:])
}

// reEndLabel is a role label ending a line, after a name, dots or nothing.
var reEndLabel = regexp.MustCompile(`(?i)(?:^|[\s,.…])` + labelWords + `[.,;:]?$`)

// loneVersus tells a line that is only the caption's "v." between its sides.
func loneVersus(s string) bool {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(s), "-—– ")) {
	case "v", "v.", "vs", "vs.", "versus", "against":
		return true
	}
	return false
}

// mixedCaptionName is a caption's side printed in mixed case, alone on its
// line, as tribunals print their decisions ("Losana Mele Tuipulotu" / "v"
// / "Sunhaven Aged Care Pty Ltd"): a person's or a body's name, no more.
func mixedCaptionName(t string) bool {
	return len(t) < 80 && startsUpper(t) && !strings.ContainsAny(t, "0123456789:;_§()") && !strings.HasSuffix(t, ",") &&
		!reSentenceVerb.MatchString(t) && !reCaptionJunk.MatchString(t) && !reCaptionEnd.MatchString(t) && !reTitleWordAny.MatchString(strings.ToUpper(t)) &&
		!reProsecution.MatchString(t) && (isPersonName(t) || isEntityName(t))
}

// reApplicationFor calls a proceeding an application: its first side
// applied, its other responds.
var reApplicationFor = regexp.MustCompile(`(?im)^\s*application\s+(?:for|by|under|to)\b`)

// reTribunalHead is a tribunal's or an arbitration's heading, whose
// unlabelled caption's second side is a respondent, never a defendant.
var reTribunalHead = regexp.MustCompile(`(?i)\b(?:arbitra\w*|tribunal|commission|award|investment\s+disputes)\b`)

// captionNameRun is the block of name lines next to the versus at segs[k],
// above it (dir -1) or below it (dir 1): the blank lines beside the versus
// are skipped, then the lines run to the next blank line or to a line that
// holds no name (a court, a number, a title, a filing line). It is empty
// when the block holds anything but names.
func captionNameRun(v *pageView, k, dir int) []string {
	j := k + dir
	for j >= 0 && j < len(v.segs) && v.segs[j].blank {
		j += dir
	}
	var lines []string
	for ; j >= 0 && j < len(v.segs) && !v.segs[j].blank && len(lines) < 4; j += dir {
		t := strings.TrimSpace(v.segs[j].text)
		if v.segs[j].right || !captionNameLine(t) && !mixedCaptionName(t) {
			break
		}
		if dir < 0 {
			lines = append([]string{t}, lines...)
		} else {
			lines = append(lines, t)
		}
	}
	if len(lines) == 4 {
		return nil // a block that long is no side of a caption
	}
	return lines
}

// captionNameLine tells a line that may hold a caption's names: in
// capitals, with no digits, no court or paper word and no label.
// headingValue is a line that may be a heading label's value set apart by
// a blank: short, no figures, no sentence.
func headingValue(t string) bool {
	return len(t) < 80 && startsUpper(t) && !strings.ContainsAny(t, "0123456789:;") && !strings.HasSuffix(t, ".") && !reSentenceVerb.MatchString(t)
}

// reNumberedCompany is a company named by its registration number, as
// Canadian companies may be: "2741883 ONTARIO INC.", "1187654 B.C. LTD.".
var reNumberedCompany = regexp.MustCompile(`(?i)^\d{4,10}\s+(?:[a-z.'’&-]+\s+){1,3}(?:inc|ltd|limited|corp|corporation|llc|ulc|co|lp)\.?,?$`)

func captionNameLine(t string) bool {
	return t != "" && len(t) < 100 && lowerLetters(t) == 0 && (!strings.ContainsAny(t, "0123456789:_§") || reNumberedCompany.MatchString(strings.TrimSpace(t))) &&
		!reCaptionJunk.MatchString(t) && !reNotNameLine.MatchString(t) && !reLabel.MatchString(t) && !reTitleWordAny.MatchString(t) &&
		!reCaptionEnd.MatchString(t) && !reProsecution.MatchString(t) && !loneVersus(t)
}

var (
	reDocketHead  = regexp.MustCompile(`(?i)\bdocket (?:for case|text)\b|\bdate filed\b`)
	reDocketLabel = regexp.MustCompile(`^(` + labelWords + `|Interested Part(?:y|ies))(?:\s*\(\d{1,3}\))?$`)
	reRepresented = regexp.MustCompile(`^represented\s+by\s+(.+)$`)
)

// isDocketSheet reports whether page v is a court docket sheet (CM/ECF):
// parties under their label lines ("Defendant (1)", "Plaintiff"), each
// "NAME   represented by COUNSEL".
func isDocketSheet(v *pageView) bool {
	return strings.Contains(v.norm, "represented by") && reDocketHead.MatchString(v.norm)
}

// docketParties reads a docket sheet's party list: the name beside
// "represented by" takes the role of the label line above it, the lawyer
// after "represented by" is counsel.
func (r *rulesRun) docketParties(v *pageView) {
	if !isDocketSheet(v) {
		return
	}
	role := ""
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		if m := reDocketLabel.FindStringSubmatch(sg.text); m != nil {
			role = roleOf(m[1])
			if strings.HasPrefix(strings.ToLower(m[1]), "interested") {
				role = RoleThirdParty
			}
			continue
		}
		m := reRepresented.FindStringSubmatch(sg.text)
		if m == nil {
			continue
		}
		if n := cleanName(m[1]); isPersonName(n) {
			r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
		}
		if role != "" && k > 0 && v.segs[k-1].line == sg.line && !v.segs[k-1].blank {
			t := v.segs[k-1].text
			if n := cleanName(t); n != "" {
				r.party(v, n, role, "", t, 0, len(t))
			}
		}
	}
}

// secondColumn reports whether seg k stands in a second column of the
// page: beyond a wide gap on its line, or alone on its line but aligned
// (within two columns) with such a piece on a nearby line ("(Possession
// with Intent" under "VIO: 21 U.S.C. 841").
func secondColumn(v *pageView, k int) bool {
	s := v.segs[k]
	if s.after {
		return true
	}
	if s.col < 30 {
		return false
	}
	for j := max(0, k-8); j < len(v.segs) && j <= k+8; j++ {
		o := v.segs[j]
		if o.after && !o.blank && o.line != s.line && o.line >= s.line-4 && o.line <= s.line+4 && o.col >= s.col-2 && o.col <= s.col+2 {
			return true
		}
	}
	return false
}

var reHardEnd = regexp.MustCompile(`(?i)\bcourt\b|^[-=_xX\s]+$|[-=_]{6,}`)

// reNeutralLabel labels who decides, on a form or an award's head:
// "Arbitrator: Arthur B. Wendling, Esq." names no lawyer of a side.
var reNeutralLabel = regexp.MustCompile(`^\s*(?i:(?:sole\s+|presiding\s+|neutral\s+)?arbitrator|mediator|umpire|referee|special\s+master|hearing\s+officer|commissioner|administrative\s+(?:law\s+)?judge)\s*:`)

// reOathWitnessLine is a jurat's line for whoever takes the oath: "Name
// of witness: X", "Qualification: Justice of the Peace (Reg. No. 1)".
var reOathWitnessLine = regexp.MustCompile(`(?i)^\s*(?:name\s+of\s+(?:the\s+)?(?:authorised\s+)?witness|signature\s+of\s+(?:the\s+)?witness|qualification)\s*:|\bjustice\s+of\s+the\s+peace\b`)

// reAgencyHeading is an agency's heading over a caption, with no comma
// that would run it into the name below: "MERIT SYSTEMS PROTECTION
// BOARD", "DALLAS REGIONAL OFFICE". Right above a label it may be the
// party itself, so it ends only names already gathered.
var reAgencyHeading = regexp.MustCompile(`(?i)^(?:[a-z'’.&-]+\s+){0,5}(?:board|commission|(?:regional|field|district|area)\s+office|division\s+of\s+judges)$`)

// reAgencyLabel is the label "Agency." alone on its line.
var reAgencyLabel = regexp.MustCompile(`^(?:Agency|AGENCY)[.,]?$`)

// versusBefore reports whether a caption's items so far hold its versus.
func versusBefore(items []captionItem) bool {
	for _, it := range items {
		if reVersus.MatchString(it.text) {
			return true
		}
	}
	return false
}

// agencyHeadingAbove reports whether caption line pt, above the names
// gathered for the first side's label, is an agency's heading: not the
// first line above the label, and not a line the name below continues
// ("PLANNING BOARD" / "and SUNRISE COMMONS").
func agencyHeadingAbove(pt string, start int, names []captionItem) bool {
	return start == 0 && len(names) > 0 && !strings.HasPrefix(names[0].text, "and ") && !strings.HasPrefix(names[0].text, "& ") &&
		reAgencyHeading.MatchString(strings.TrimSpace(pt))
}

// captionEnds reports whether a line above a caption's names ends them: a
// court heading, a rule of dashes. A line that runs on into the names
// ("COUNTY OF LOS ANGELES,") is a name even if it looks like a heading.
func captionEnds(s string) bool {
	if personCourt(s) {
		return false
	}
	return (reCaptionEnd.MatchString(s) || reForumLine.MatchString(s)) && (!runsOn(s) || reHardEnd.MatchString(s))
}

var rePersonCourt = regexp.MustCompile(`^((?:[A-Za-z][A-Za-z'’.-]*\s+){1,3})(?:COURT|Court)(?i:,|;|\s+and)?$`)

// personCourt reports whether a caption's line is a person whose surname
// is "Court" ("GRAHAM T. COURT,", "Ellen Court and"): a given name before
// it that names no kind of court (notNameAt), and the line runs on (a
// comma, "and") or carries a middle initial, as a court's heading never
// does.
func personCourt(s string) bool {
	t := strings.TrimSpace(s)
	m := rePersonCourt.FindStringSubmatch(t)
	if m == nil {
		return false
	}
	words := append(strings.Fields(m[1]), "Court")
	if notNameAt(words, len(words)-1) {
		return false
	}
	initial, runs := false, t != strings.TrimRight(t, ",;") || strings.HasSuffix(strings.ToLower(t), " and")
	for _, w := range words[:len(words)-1] {
		if len(strings.Trim(w, ".")) == 1 {
			initial = true
		}
	}
	return runs || initial
}

// blankBetween reports a blank line between segs a and b (a < b).
func blankBetween(v *pageView, a, b int) bool {
	for k := a + 1; k < b && k < len(v.segs); k++ {
		if v.segs[k].blank {
			return true
		}
	}
	return false
}

// dateOnly reports whether a line holds a date and nothing else but a
// weekday or a "Dated:"/"Date:" label.
func dateOnly(s string) bool {
	for _, re := range []*regexp.Regexp{reMDY, reDMY, reWordDMY, reISO, reNumeric} {
		s = re.ReplaceAllString(s, " ")
	}
	s = reWeekdayOrDated.ReplaceAllString(s, " ")
	return strings.Trim(s, " ,.:;") == ""
}

// reOfficerCapacity is the line of a signature block that gives the
// signer's office for a company ("Title: Vice President", "Its: Manager"):
// an officer's block, no lawyer's.
var reOfficerCapacity = regexp.MustCompile(`^(?i:title|its|position|capacity|office)\s*:\s*\S`)

// reLitigationTitle names a consolidated case after its subject: "In re
// Acme Corp. Securities Litigation", "... Antitrust Litigation",
// "... Products Liability Litigation", "... Derivative Litigation".
var reLitigationTitle = regexp.MustCompile(`(?i)\blitigation\b`)

// reInitialWord is a middle initial: "M.".
var reInitialWord = regexp.MustCompile(`^[A-Z]\.$`)

var reWeekdayOrDated = regexp.MustCompile(`(?i)\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|dated?\s*:?)`)

// proseWordLine reports whether line t has a word in lower case that no
// name holds ("judgment", "filed"): the particles of names ("of", "the",
// "de", "van", "bin") do not count.
func proseWordLine(t string) bool {
	for _, w := range strings.Fields(t) {
		w = strings.Trim(w, ".,;:()'\"")
		if w == "" || !unicode.IsLower([]rune(w)[0]) {
			continue
		}
		if !smallWords[w] && !nameParticles[w] {
			return true
		}
	}
	return false
}

// runsOn reports whether a caption line continues onto the next: it ends
// with a comma, semicolon, "and" or "&".
// longNameLine tells whether a caption line longer than a name's holds
// a name with its description and runs on into the next ("ACME, LLC, a
// California limited liability company; and DOES 1 through 20,
// inclusive,"): a short name first, then the run-on's comma.
func longNameLine(s string) bool {
	head, _, _ := strings.Cut(s, ",")
	return len(s) <= 200 && runsOn(s) && startsUpper(s) && len(strings.Fields(head)) <= 8 && !prose(head)
}

func runsOn(s string) bool {
	s = strings.TrimSpace(strings.ToLower(s))
	return strings.HasSuffix(s, ",") || strings.HasSuffix(s, ";") || strings.HasSuffix(s, " and") || strings.HasSuffix(s, "&")
}

func startsUpper(s string) bool {
	r, _ := firstRune(s)
	return unicode.IsUpper(r)
}

// lastColumn is the text of a line after its last gap of two spaces or
// more: the right column of a layout's line.
func lastColumn(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndex(s, "  "); i >= 0 {
		return strings.TrimSpace(s[i:])
	}
	return s
}

// hasLower says whether s has a lower-case letter.
func hasLower(s string) bool {
	return strings.IndexFunc(s, unicode.IsLower) >= 0
}

// capsLine says whether s is written in capitals but for its joining words
// ("JANE ROE and JOHN ROE"), as a caption prints its names.
func capsLine(s string) bool {
	letters := false
	for _, w := range strings.Fields(s) {
		switch strings.Trim(w, ",.;") {
		case "and", "or", "of", "the", "et", "al", "v", "vs":
			continue
		}
		if hasLower(w) {
			return false
		}
		letters = letters || strings.IndexFunc(w, unicode.IsLetter) >= 0
	}
	return letters
}

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

var (
	// reSignatureOfLine is a signature line's printed label, "Signature of
	// lawyer for plaintiff", "Signature of Jane Roe": the name it labels is
	// the signer's, never a client's.
	reSignatureOfLine = regexp.MustCompile(`(?i)^signature\s+of\b`)
	reSignatureOfName = regexp.MustCompile(`^(?i:signature\s+of)\s+(\p{Lu}.{2,60})$`)
	// reNameOfLawyerBox is a form's box for the lawyer's name: "Name of
	// lawyer for the appellant: Marc Gagnon". Group 1 is the value.
	reNameOfLawyerBox = regexp.MustCompile(`(?i)^name\s+of\s+(?:the\s+)?(?:lawyer|solicitor|attorney|counsel|advocate)s?\s+(?:for|of)\s+(?:the\s+)?[a-z ]{3,40}?:\s*(\S.*)$`)
	// reLawFirmWords is a firm's name that says it practises law.
	reLawFirmWords = regexp.MustCompile(`(?i)\b(?:solicitors|lawyers|attorneys|advocates|law\s+(?:firm|offices?|group|chambers|practice)|legal\s+(?:llp|llc|pllc|ltd|services))\b`)
	reAttorneysFor = regexp.MustCompile(`(?i)\b(?:attorneys?|counsel|lawyers?|solicitors?|barristers?)\s+(?:for|to)\s+(?:the\s+)?(` + labelWords + `(?:\s*(?:-|and|/|,)\s*` + labelWords + `)*(?:\s+` + capacityWords + `)?)?[:,]?\s*(.*)$`)
	reEsq          = regexp.MustCompile(`^(?:(?i:by):?\s*)?(.+?),?\s+(?:Esq|ESQ)\.?(?:\s|,|$)`)
	// An appearances block: "For the Plaintiff: BY: NAME, ESQ." or "Appearing for Defendant".
	reAppearFor = regexp.MustCompile(`(?i)^(?:appearing\s+)?(?:for|on behalf of)\s+(?:the\s+)?(` + labelWords + `|government|people|state|united states|prosecution|defen[cs]e|crown)\s*:?`)
	// reMrName is an appearance's lawyer line: "MR. DAVID OSTROWSKI".
	reMrName = regexp.MustCompile(`^(?:MR|MS|MRS|Mr|Ms|Mrs)\.?\s+\p{Lu}[\p{L}\p{M}.'’\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'’\-]+){1,3},?$`)
	reSigned = regexp.MustCompile(`^(?:By:?\s*)?/?s/\s*(.+)$`)
	reBy     = regexp.MustCompile(`^By:?\s*_*\s*([A-Z].+)$`)
)

// counsel finds attorneys: a signature or name line near "Attorneys for" or
// "Counsel for" (above it, as in a signature block or the top-left block of
// pleading paper), a bar number, or "Esq.". The party that an "Attorneys
// for Plaintiff X" line names is recorded in that role too.
var (
	// An order's recital of who appeared: "UPON hearing Counsel for the
	// Claimant, Ms Imogen Clarke" (English orders), "counsel for the
	// Defendants, Mr X"; the honorific and a full name are required.
	reCounselRecital = regexp.MustCompile(`\b(?:[Cc]ounsel|COUNSEL|[Ss]olicitors?|[Aa]dvocates?)\s+for\s+(?:the\s+)?(?:[Ff]irst\s+|[Ss]econd\s+)?(` + labelWords + `),?\s+(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+([A-Z][a-z][a-zA-Z'’-]*(?:\s+(?:[A-Z][a-z][a-zA-Z'’-]*|[A-Z]\.|KC|QC|SC)){1,3})`)
	// An appellate opinion's counsel paragraph: "Name argued the cause for
	// appellant (Firm, attorneys; Name, of counsel and on the briefs; Name
	// and Name, on the briefs)."
	reArguedCause = regexp.MustCompile(`(?:^|[.;]\s+)([A-Z][a-zA-Z'’.-]+(?:\s+[A-Z][a-zA-Z'’.-]+){1,3}) argued the cause for`)
	reOnBriefs    = regexp.MustCompile(`;\s*([^;()]+?),\s*(?:of counsel|on the briefs?)\b`)
)

// publicCounsel reads a name printed above a public office's title
// (publicCounselTitles): a prosecutor's or public defender's signature.
func (r *rulesRun) publicCounsel(v *pageView) {
	for k, sg := range v.segs {
		if sg.blank || len(sg.text) > 90 {
			continue
		}
		// "Desmond K. Ruiz, Trial Attorney": the name and its office on one line.
		if i := strings.LastIndex(sg.text, ", "); i > 0 && publicCounselTitles.MatchString(strings.TrimSpace(sg.text[i+2:])) {
			n := strings.TrimSpace(reByLine.ReplaceAllString(strings.TrimSpace(sg.text[:i]), ""))
			n = cleanName(strings.TrimSpace(reBarAside.ReplaceAllString(strings.TrimSpace(strings.TrimPrefix(n, "/s/")), "")))
			if isPersonName(n) {
				r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
			}
			continue
		}
		if k == 0 || len(sg.text) > 70 || !publicCounselTitles.MatchString(strings.TrimSpace(sg.text)) && !(reGovRank.MatchString(strings.TrimSpace(sg.text)) && govLawyerBlock(v, k)) {
			continue
		}
		j := k - 1
		for j >= 0 && v.segs[j].blank {
			j--
		}
		if j < 0 || j < k-2 {
			continue
		}
		t := v.segs[j].text
		n := strings.TrimSpace(reByLine.ReplaceAllString(strings.TrimSpace(t), ""))
		n = cleanName(strings.TrimSpace(reBarAside.ReplaceAllString(strings.TrimSpace(strings.TrimPrefix(n, "/s/")), "")))
		if isPersonName(n) {
			r.party(v, n, RoleCounsel, "", t, 0, len(t))
		}
	}
}

// reGovRank is a rank in a government law office's signature block, under
// the lawyer's name: "Director", "Assistant Director", "Deputy Chief".
var reGovRank = regexp.MustCompile(`(?i)^(?:(?:assistant|deputy|acting)\s+)?(?:branch\s+|section\s+)?(?:director|chief)$`)

// govLawyerBlock reports whether line k of v stands in a government law
// office's signature block: an office of publicCounselTitles within six
// lines, and the block's "Attorneys for" line within twelve below.
func govLawyerBlock(v *pageView, k int) bool {
	office, attorneys := false, false
	for j := max(0, k-6); j < len(v.segs) && j <= k+12; j++ {
		t := strings.TrimSpace(v.segs[j].text)
		if j <= k+6 && publicCounselTitles.MatchString(t) {
			office = true
		}
		if j > k && reAttorneysFor.MatchString(t) {
			attorneys = true
		}
	}
	return office && attorneys
}

// reNotaryLine is a notary's line under the signature of a jurat or an
// acknowledgment: "Notary Public, State of Texas", "My commission
// expires".
var reNotaryLine = regexp.MustCompile(`(?i)^\s*(?:notary\s+public\b|my\s+commission\s+expires\b)`)

var reBarAside = regexp.MustCompile(`\s*\((?:No\.?\s*|#\s*)?\d{4,}\)\s*$|,?\s+(?:SBN|Bar No\.?)\s*\d+$`)

// counselInProse reads lawyers named in running text: an order's recital
// of who appeared, and an appellate opinion's "argued the cause for"
// paragraphs with the lawyers "of counsel" and "on the brief(s)".
func (r *rulesRun) counselInProse(v *pageView) {
	for _, p := range v.paras {
		t := p.text
		low := strings.ToLower(t)
		if strings.Contains(low, "for") && (strings.Contains(low, "counsel") || strings.Contains(low, "solicitor") || strings.Contains(low, "advocate")) {
			for _, m := range reCounselRecital.FindAllStringSubmatchIndex(t, -1) {
				r.party(v, t[m[4]:m[5]], RoleCounsel, "", t, m[4], m[5])
			}
		}
		if !strings.Contains(low, "argued the cause for") {
			continue
		}
		for _, m := range reArguedCause.FindAllStringSubmatchIndex(t, -1) {
			r.party(v, t[m[2]:m[3]], RoleCounsel, "", t, m[2], m[3])
		}
		for _, m := range reOnBriefs.FindAllStringSubmatchIndex(t, -1) {
			names := t[m[2]:m[3]]
			if strings.Contains(strings.ToLower(names), "attorneys") {
				continue
			}
			for _, n := range regexp.MustCompile(`\s*(?:,|\band\b)\s*`).Split(names, -1) {
				n = strings.TrimSpace(n)
				if i := strings.Index(t[m[2]:], n); n != "" && i >= 0 && len(strings.Fields(n)) >= 2 && startsUpper(n) {
					r.party(v, n, RoleCounsel, "", t, m[2]+i, m[2]+i+len(n))
				}
			}
		}
	}
}

func (r *rulesRun) counsel(v *pageView) {
	for k, s := range v.segs {
		if s.blank || reNeutralLabel.MatchString(s.text) || reOathWitnessLine.MatchString(s.text) {
			continue
		}
		t := s.text
		low := strings.ToLower(t)
		if !strings.Contains(low, " for") && !strings.HasPrefix(low, "for ") && !strings.HasPrefix(low, "settled") && !strings.Contains(low, "behalf") && !strings.Contains(low, "counsel to") && !strings.Contains(low, "bar") && !strings.Contains(low, "sbn") && !strings.Contains(low, "esq") &&
			!strings.Contains(low, "bbo") && !strings.Contains(low, "ardc") && !strings.Contains(low, "no.") && !strings.Contains(low, "reg") &&
			!strings.HasSuffix(t, "KC") && !strings.HasSuffix(t, "QC") && !(k+1 < len(v.segs) && reChambers.MatchString(v.segs[k+1].text)) {
			continue
		}
		// "for the Claimant, and from Mr X ..." in lower case is a
		// sentence wrapped onto the line, no appearance's heading.
		if m := reAppearFor.FindStringSubmatch(t); m != nil && !underFirmsHeading(v, k) && startsUpper(strings.TrimSpace(t)) {
			// The lawyers named in the next lines of the appearance.
			for j := k; j < len(v.segs) && j <= k+4; j++ {
				if j > k && (v.segs[j].blank || reAppearFor.MatchString(v.segs[j].text)) {
					break
				}
				var n string
				if j == k {
					// "For the Defendant: SOFIA NAVARRO, ESQ." on one line;
					// "For Claimant Ellen Whitcomb: Jonathan P. Greaves, Esq."
					// names the client before the colon.
					head := reAppearFor.FindString(t)
					rest := strings.TrimSpace(t[len(head):])
					if c := strings.Index(rest, ":"); c >= 0 {
						client := reDefBracket.ReplaceAllString(rest[:c], "") // "X, LLC ("X") and Y ("Y") (collectively, "Respondents")"
						if role := roleOf(m[1]); role != "" {
							for _, cn := range splitNames(client) {
								r.party(v, cn, role, "", t, 0, len(t))
							}
						}
						rest = strings.TrimSpace(rest[c+1:])
					}
					if rest != "" {
						n = lawyerNameIn(rest)
						if n == "" || reCoLawyers.MatchString(rest) {
							n = ""
							r.lawyersIn(v, rest, t) // "Mr John Smith (instructed by X LLP)", "Ms A KC and Mr B"
						}
					}
				} else {
					n = lawyerName(v.segs, j)
				}
				if n == "" && j > k && reMrName.MatchString(v.segs[j].text) {
					n = cleanName(reHonorific.ReplaceAllString(v.segs[j].text, "")) // "MR. DAVID OSTROWSKI" under "FIRM, by"
					if !isPersonName(n) {
						n = ""
					}
				}
				if n != "" {
					r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
				}
			}
		}
		if m := reCounselColon.FindStringSubmatchIndex(t); m != nil {
			// "Counsel for Claimant: Jane Doe, Esq., Doe Law LLP": the
			// lawyers after the colon.
			r.lawyersIn(v, t[m[1]:], t)
			continue
		}
		if m := reSettledBy.FindStringSubmatch(strings.TrimSpace(t)); m != nil {
			r.settledBy(v, k, m[1])
			continue
		}
		// "Name of lawyer for the appellant: Marc Gagnon": a form's box for
		// the lawyer, its value the lawyer's name.
		if m := reNameOfLawyerBox.FindStringSubmatch(strings.TrimSpace(t)); m != nil {
			if n := blockLawyer(m[1]); n != "" {
				r.party(v, n, RoleCounsel, "", t, 0, len(t))
			}
			continue
		}
		if m := reAttorneysFor.FindStringSubmatchIndex(t); m != nil && !inBrackets(t, m[0]) {
			// The lawyers: name lines in the block above; but a sentence
			// that names someone "attorneys for Applicant" (a certificate
			// of service) closes no block.
			found := 0
			top := k - 14
			if m[0] > 0 && prose(t[:m[0]]) {
				top = k
			}
			for j := k - 1; j >= 0 && j >= top; j-- {
				if v.segs[j].blank {
					continue
				}
				pt := v.segs[j].text
				if reCoCounsel.MatchString(pt) {
					continue // "-and-" between co-counsel in one signature block
				}
				if reAttorneysFor.MatchString(pt) || reLabel.MatchString(pt) || reVersus.MatchString(pt) || judgeSignLine(pt) || reOfficerCapacity.MatchString(pt) || reAttest.MatchString(pt) ||
					reFormulaLead.MatchString(strings.TrimSpace(pt)) || reNotaryLine.MatchString(pt) {
					break // a company's officer signs above with a "Title:", or verifies; a jurat or a notary's block
				}
				if reToLine.MatchString(strings.TrimSpace(pt)) || reDeliveryLine.MatchString(strings.TrimSpace(pt)) || attnLine(pt) {
					break // a letter's addressees: "To: Firm (Attn: ...)" over "Counsel for the Claimant"
				}
				if underConsent(v, j) {
					continue // the party who signs under "AGREED AND CONSENTED TO:"
				}
				if reClerkDeputy.MatchString(lastColumn(pt)) {
					continue // the clerk's stamp beside the lawyer's box: "By: A. Ruiz, Deputy"
				}
				// "Nikhil Raman" / "Partner" / "BRANTWOOD STEELE": the line
				// under a lawyer's title is the firm, not another lawyer.
				if j > 1 && !v.segs[j-1].blank && reFirmRankLine.MatchString(strings.TrimSpace(v.segs[j-1].text)) {
					continue
				}
				if n := lawyerName(v.segs, j); n != "" {
					r.party(v, n, RoleCounsel, "", pt, 0, len(pt))
					found++
				}
			}
			// The client: "Attorneys for Plaintiff JANE DOE" (maybe on the
			// next lines); but "Counsel for the Claimant, Ms X" names the
			// lawyer (counselInProse reads it).
			// "Signature of lawyer for plaintiff" over the lawyer's typed
			// name (the British Columbia forms): the name below is the
			// lawyer's, not the client's.
			if reSignatureOfLine.MatchString(strings.TrimSpace(t)) {
				for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
					if v.segs[j].blank {
						continue
					}
					if n := lawyerPiece(v.segs[j].text); n != "" {
						r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
					}
					break
				}
				continue
			}
			// "Signature of Jane Roe" over "[ ] party [X] lawyer for the
			// plaintiff": the signer is the lawyer.
			if k > 0 && !v.segs[k-1].blank {
				if sm := reSignatureOfName.FindStringSubmatch(strings.TrimSpace(v.segs[k-1].text)); sm != nil {
					if n := lawyerPiece(sm[1]); n != "" {
						r.party(v, n, RoleCounsel, "", v.segs[k-1].text, 0, len(v.segs[k-1].text))
						continue
					}
				}
			}
			if m[2] >= 0 && !reLawyerAfter.MatchString(t[m[3]:]) {
				role := roleOf(t[m[2]:m[3]])
				rest := strings.TrimSpace(t[m[4]:m[5]])
				text := t
				if rest == "" && strings.HasSuffix(strings.TrimSpace(t), ":") {
					// "Counsel to the DIP Lender:" heads a service list's
					// group: the firm and its lawyers follow, no client.
					r.attnCounsel(v, k)
					rest = ""
				} else if rest == "" || strings.HasSuffix(rest, " and") || strings.HasSuffix(rest, ",") || !strings.HasSuffix(rest, ".") && len(rest) < 60 {
					// The client's name continues on the following lines.
					var more []string
					for j := k + 1; j < len(v.segs) && j <= k+3 && len(more) < 2; j++ {
						if v.segs[j].blank {
							if len(more) > 0 || rest != "" {
								break
							}
							continue
						}
						nt := v.segs[j].text
						// A lawyer's name under a heading ("Mr Lim Wei Jie"),
						// or an order's next sentence, is no client.
						if reCaptionEnd.MatchString(nt) || reAttorneysFor.MatchString(nt) || reCaptionJunk.MatchString(nt) || len(nt) > 80 ||
							strings.ContainsAny(nt, "0123456789@") || !startsUpper(nt) || reHonorific.MatchString(nt) || reSentenceVerb.MatchString(nt) || attnLine(nt) || reSalutation.MatchString(strings.TrimSpace(nt)) ||
							reSignatureOfLine.MatchString(strings.TrimSpace(nt)) {
							break
						}
						// "Solicitors for the Plaintiff" / "Barrow & Finch
						// LLP": the firm under its heading is no client.
						if len(more) == 0 && rest == "" && (reLawFirmForm.MatchString(nt) && lawFirm(cleanName(nt)) || reLawFirmWords.MatchString(nt)) {
							break
						}
						// "Attorneys for Plaintiff", then the firm over its
						// street address: the firm's block, no client.
						if len(more) == 0 && rest == "" && j+1 < len(v.segs) && !v.segs[j+1].blank &&
							reAddressLine.MatchString(strings.TrimSpace(v.segs[j+1].text)) {
							break
						}
						if rest != "" && len(more) == 0 && !strings.HasSuffix(rest, ",") && !strings.HasSuffix(rest, " and") && hasLower(rest) && capsLine(nt) {
							break // the client named in full, then the caption under the block, in capitals
						}
						more = append(more, nt)
						if !strings.HasSuffix(nt, ",") && !strings.HasSuffix(strings.ToLower(nt), " and") {
							break
						}
					}
					text = Normalize(t + " " + strings.Join(more, " "))
					off := len(Normalize(t[:m[4]]))
					rest = strings.TrimSpace(text[min(off, len(text)):])
				}
				if i := reCounselWord.FindStringIndex(rest); i != nil {
					if strings.HasPrefix(strings.ToLower(rest), "and ") {
						rest = "" // "counsel for the plaintiff, and Y, counsel for the defendants": the next lawyer
					} else {
						rest = strings.TrimSpace(rest[:i[0]])
					}
				}
				if strings.HasPrefix(rest, ";") {
					rest = "" // "counsel for plaintiff; and X, counsel for defendants": the clause ends at the semicolon, and X is the next lawyer
				}
				if reApposition.MatchString(rest) {
					rest = "" // "served counsel for Defendant, Ruth Hale, by ECF": the lawyer, not the client
				}
				if strings.HasPrefix(rest, "(") {
					rest = "" // "Solicitors for the Claimant Owners (Ref: AB/CD/24-118; ...)": the firm's reference and its lawyers, no client
				}
				if lm := reLawyerAfterSide.FindStringSubmatch(rest); lm != nil {
					// "Ld. counsel for plaintiff Sh. Rajat Khanna with AR
					// Sh. Naveen Goel": a courtesy title after the side
					// opens the lawyer's name; the client is not named.
					if n := cleanName(lm[1]); isPersonName(n) {
						if a := strings.Index(text, lm[1]); a >= 0 {
							r.party(v, n, RoleCounsel, "", text, a, a+len(lm[1]))
						}
					}
					rest = ""
				}
				if reNoClientLead.MatchString(rest) {
					// "Solicitors for the Plaintiff, of Room 1203, 12/F",
					// "the solicitors for the applicant, and I have the",
					// "COUNSEL FOR THE PLAINTIFF FOR CASE MANAGEMENT
					// CONFERENCE": the firm's address, the sentence or the
					// paper's title runs on, no client's name.
					rest = ""
				}
				if role != "" && rest != "" && len(rest) < 160 {
					for _, n := range splitNames(rest) {
						if a := strings.Index(text, n); a >= 0 {
							r.party(v, n, role, "", text, a, a+len(n))
						}
					}
				}
			}
			continue
		}
		if reBarNo.MatchString(t) {
			// "NADIA FARAH (SBN 281934)" or a name line above "State Bar No. 123".
			if i := reBarNo.FindStringIndex(t); i[0] > 3 {
				if n := cleanName(reBarState.ReplaceAllString(reByLead.ReplaceAllString(strings.TrimRight(t[:i[0]], " ,("), ""), "")); n != "" && isPersonName(n) {
					r.party(v, n, RoleCounsel, "", t, 0, len(t))
					continue
				}
			}
			for j := k - 1; j >= 0 && j >= k-2; j-- {
				if v.segs[j].blank || reClerkDeputy.MatchString(lastColumn(v.segs[j].text)) {
					continue
				}
				if n := cleanName(v.segs[j].text); n != "" && isPersonName(n) {
					r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
					break
				}
			}
			continue
		}
		if m := reEsq.FindStringSubmatch(t); m != nil && !reAppearFor.MatchString(t) {
			if n := cleanName(reHeaderLead.ReplaceAllString(m[1], "")); n != "" && isPersonName(n) {
				r.party(v, n, RoleCounsel, "", t, 0, len(t))
			}
		}
		// An English barrister signs a statement of case with name (and KC)
		// above the chambers: "AMELIA STRAND" / "3 Essex Court".
		if m := reSilk.FindStringSubmatch(t); m != nil && !reTitleAtStart.MatchString(t) && !reJudicialTitle.MatchString(t) {
			if n := cleanName(m[1]); isPersonName(n) && !inBenchList(v, k) && !benchTitleNext(v, k) {
				r.party(v, n, RoleCounsel, "", t, 0, len(t))
			}
		} else if k+1 < len(v.segs) && !v.segs[k+1].blank && reChambers.MatchString(v.segs[k+1].text) {
			if n := cleanName(t); isPersonName(n) && !reBuildingName.MatchString(n) {
				r.party(v, n, RoleCounsel, "", t, 0, len(t))
			}
		}
	}
}

var (
	reSilk = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'\- ]{3,60}?)\s+(?:KC|QC|SC)$`)
	// reBuildingName is a building's name above its street ("Temple Quay
	// House" / "2 The Square"), which reads like a person's.
	reBuildingName = regexp.MustCompile(`(?i)\s(?:house|buildings?|tower|centre|center|chambers|hall|quay|wharf|plaza|exchange|yard)$`)
	reChambers     = regexp.MustCompile(`(?i)\bchambers\b|^\d{1,3}\s+[A-Z][a-z]+\s+(?:Court|Buildings|Row|Square|Walk)$|^(?:Brick|Essex|Fountain|Blackstone|Serle|Wilberforce|Quadrant) (?:Court|Chambers|House)$`)
)

// reRepresentationValue is a side's value that names its lawyers: a
// silk's letters, a lawyer's calling, "instructed by", a law firm.
var reRepresentationValue = regexp.MustCompile(`\b(?:KC|QC|SC|SAN)\b|(?i)\b(?:advocates?|solicitors?|barristers?|counsel|instructed\s+by|i/b|llp|w\.?s\.?|legal\s+directorate)\b`)

// reCoSplit is "with" between two lawyers.
var reCoSplit = regexp.MustCompile(`\s+(?:with|a/w|along\s+with)\s+`)

// reCoLawyers joins two lawyers on one line: "Mr J Smith SC with Ms K
// Lee", "Ms A and Mr B".
var reCoLawyers = regexp.MustCompile(`\s(?:with|and|&|a/w|along\s+with)\s+(?:Mr|Ms|Mrs|Miss|Dr)\.?\s`)

// reFirmsHeading heads the firms that act, listed after counsel in
// Australian and other Commonwealth judgments: "Solicitors", "Instructing
// solicitors", "Solicitors for the Applicant", "Agents".
var reFirmsHeading = regexp.MustCompile(`(?i)^(?:instructing\s+)?(?:solicitors|agents|law\s+firms?)(?:\s+for\s+the\s+\w+)?\s*:?$`)

// underFirmsHeading tells whether seg k stands in the list under a firms'
// heading (within four lines of it, no blank line between).
func underFirmsHeading(v *pageView, k int) bool {
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		if v.segs[j].blank {
			return false
		}
		if reFirmsHeading.MatchString(strings.TrimSpace(v.segs[j].text)) {
			return true
		}
	}
	return false
}

// reSentenceVerb is a word that makes a line a sentence, never a name:
// "IT IS ORDERED THAT the claim is struck out".
var reSentenceVerb = regexp.MustCompile(`(?i)\b(?:is|are|was|were|shall|will|has|have|hereby|ordered|adjudged)\b`)

// reApposition is a name set off by commas in prose and followed by how or
// where something was done: "Ruth Hale, by ECF", "Jane Roe, at her office".
var reApposition = regexp.MustCompile(`^[^,]{2,60},\s+(?:by|via|through|at|who|whose|on|in|using|was|is|has|had|Esq\.?|Esquire|ESQ\.?|ESQUIRE)\b`)

var reCounselWord = regexp.MustCompile(`(?i)\b(?:attorneys?|counsel|lawyers?)\b`)

var (
	// reCounselOffice names a government lawyer by office: "Assistant
	// Corporation Counsel Meghan O'Rourke", "Deputy District Attorney X".
	reCounselOffice = regexp.MustCompile(`\b(?:(?:Senior |Chief )?Assistant |Deputy |Special )?(?:Corporation Counsel|Attorney General|District Attorney|United States Attorney|U\.S\. Attorney|State's Attorney|Public Defender|Solicitor General|City Attorney|County Attorney|County Counsel)\s+(\p{Lu}[\p{L}\p{M}.'’\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'’\-]+){1,3})`)
	// reByCounsel: "by its attorney, Jane Roe," / "by their counsel, Jane Roe".
	// "by and through his counsel, Laura Chen, Esq.", "through their
	// undersigned attorneys, X".
	reByCounsel = regexp.MustCompile(`\b(?:by|through|by\s+and\s+through)\s+(?:its|his|her|their)\s+(?:(?:undersigned|respective|retained)\s+)?(?:attorneys?|counsel|solicitors?)(?:\s+of\s+record)?,?\s+(\p{Lu}[\p{L}\p{M}.'’\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'’\-]+){1,3})`)
	// reCounselTitleLine is the line under a lawyer's signature.
	reCounselTitleLine = regexp.MustCompile(`(?i)^(?:(?:senior |chief )?assistant |deputy |special )?(?:corporation counsel|attorney general|district attorney|united states attorney|u\.s\. attorney|state's attorney|public defender|federal public defender|city attorney|county attorney|county counsel|counsel|attorney|attorneys|trial attorney|staff attorney|of counsel|(?:senior )?advocates?|solicitors?|barrister(?:-at-law)?|attorney at law|legal practitioners?)(?: for .*|,? (?:county|city|state|district) of .*)?$`)
	// reThrough is an Indian cause list's appearance: "Through: Mr. X,
	// Advocate with Ms. Y, CGSC".
	reThrough = regexp.MustCompile(`^(?i:through)\s*:\s*(.*)$`)
	// reCounselDesig is a lawyer's designation after the name in an
	// appearance: "Advocate", "Sr. Advocate", "CGSC", "APP for the State".
	reCounselDesig = regexp.MustCompile(`(?i)^(?:(?:learned\s+)?(?:sr\.?|senior)\s+)?(?:advocates?|counsel|cgsc|spc|asg|app|aga|ga|gp|standing counsel|proxy counsel|amicus curiae|solicitors?|barristers?)\b.*$`)
	// reNameFor is an appearances line: "Priya Kohli   for the Plaintiff".
	reNameFor      = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'’\- ]{3,50}?),?\s+(?:for|on behalf of)\s+(?:the\s+)?(?:` + labelWords + `|[Gg]overnment|Crown|People|State)\.?$`)
	reForLabel     = regexp.MustCompile(`^(?:for|on behalf of)\s+(?:the\s+)?(?:` + labelWords + `|[Gg]overnment|Crown|People|State)\.?$`)
	reSplitCounsel = regexp.MustCompile(`(?i)\s*,\s*|\s+with\s+|\s+and\s+|\s*&\s*|\s*;\s*`)
	// reAttorneysList is a reference line's "Attorneys: A / B" (or
	// "Lawyers:", "Counsel:"), to the next semicolon or bracket.
	reAttorneysList = regexp.MustCompile(`(?i)\b(?:attorneys|lawyers|solicitors|counsel)\s*:\s*([^;()]{3,120}?/[^;()]{3,120}?)\s*(?:[;()]|$)`)
	// reAttorneyLabel is a form's "attorney present: Name", "Attorney for
	// Respondent: Name", "Counsel: Name".
	reAttorneyLabel = regexp.MustCompile(`(?i)\b(?:attorney|counsel|advocate)(?:\s+(?:present|of record|appearing))?(?:\s+for\s+(?:the\s+)?[a-z-]+)?\s*:\s*(\p{Lu}[\p{L}\p{M}.'’\- ]{3,50}?)\s*(?:[,;(]|$)`)
)

var (
	// reNameOfField is a form's field caption for a party's name: "Name of
	// the current creditor", "Name of Debtor:"; the value is after the colon
	// or on the line above (forms print the caption under the field).
	reNameOfField = regexp.MustCompile(`^(?i:name\s+of\s+(?:the\s+)?(?:current\s+)?(creditor|debtor|claimant|plaintiff|defendant|petitioner|respondent))\b[^:]*?(?::\s*(.*))?$`)
	// reSummonLine commands an officer to bring someone: "You are
	// commanded to summon".
	reSummonLine = regexp.MustCompile(`(?i)\bcommanded\s+to\s+summon\s*:?$`)
	// reAttnTail is an attention line run on after a company's name.
	reAttnTail = regexp.MustCompile(`(?i),?\s+(?:attn|attention)\b.*$`)
	// reNameOfOwn is a box for what belongs to a party, not the party's
	// name: "Name of claimant's legal representative's firm".
	reNameOfOwn = regexp.MustCompile(`(?i)^name\s+of\s+(?:the\s+)?(?:current\s+)?[a-z]+['’]`)
	// reUnnamedDeclare is a declaration that does not name its maker: the
	// signer below it is the declarant. A national form offers the other
	// words of the oath in brackets ("I declare (or certify, verify, or
	// state) under penalty of perjury").
	// reUndersignedSworn is an affidavit whose maker is "the undersigned"
	// ("The undersigned, being duly sworn, deposes and says:"): its
	// first signer is the declarant, the notary's jurat below it is not.
	reUndersignedSworn = regexp.MustCompile(`(?i)^the\s+undersigned(?:\s+affiant)?,?\s+(?:being\s+(?:first\s+)?duly\s+sworn|having\s+been\s+(?:first\s+)?duly\s+sworn)[^.]{0,40}?\b(?:deposes?|says|states?|swears?)\b`)
	reUnnamedDeclare   = regexp.MustCompile(`(?i)^(?:\[\s*[x✓✔]?\s*\]\s*)?(?:\(?(?:state|federal)\)?\s*:?\s*)?I\s+(?:hereby\s+)?declare\s+(?:\([^)]{0,60}\)\s+)?(?:under\s+penalty\s+of\s+perjury|that\s+the\s+foregoing)`)
)

// formParties reads the party named by a form's "Name of the creditor"
// field, and the maker of an unnamed declaration ("I declare under penalty
// of perjury ..." then "/s/ Name").
func (r *rulesRun) formParties(v *pageView) {
	over := namesUnderLabels(v)
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		if m := reNameOfField.FindStringSubmatch(sg.text); m != nil {
			val, at := strings.TrimSpace(m[2]), k
			if val == "" && over {
				// The page prints its labels over their values ("Name of
				// Claimant" / "Harcourt Lettings Limited" / "Name of
				// Defendant" / ...): each label's value is below it.
				for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
					if !v.segs[j].blank {
						if formNameValue(v.segs[j].text) || namesValue(v.segs[j].text) {
							val, at = v.segs[j].text, j
						}
						break
					}
				}
				if val == "" {
					continue
				}
				if namesValue(val) {
					// "Marcus Adeyemi-Clarke and Leanne Foster": each is one.
					role := formNameRole(v, m[1])
					for _, n := range splitNames(val) {
						if a := strings.Index(v.segs[at].text, n); a >= 0 {
							r.party(v, n, role, "", v.segs[at].text, a, a+len(n))
						}
					}
					continue
				}
			}
			// "Name of Petitioner:" ends in its colon: a label over its
			// value, not under it.
			if val == "" && strings.HasSuffix(strings.TrimSpace(sg.text), ":") {
				for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
					if !v.segs[j].blank {
						if formNameValue(v.segs[j].text) {
							val, at = v.segs[j].text, j
						}
						break
					}
				}
				if val == "" {
					continue
				}
			}
			if val == "" {
				for j := k - 1; j >= 0 && j >= k-2; j-- {
					if !v.segs[j].blank {
						val, at = v.segs[j].text, j
						break
					}
				}
				// Other forms print the caption over the field ("Name Of
				// Plaintiff" / "ACME CORP."): the line below, when it is a
				// name and the line above is not.
				if !formNameValue(val) {
					for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
						if !v.segs[j].blank {
							if formNameValue(v.segs[j].text) {
								val, at = v.segs[j].text, j
							}
							break
						}
					}
				}
				// The field's question printed before its value: "1. Who
				// is the current creditor? Canyon State Bank".
				if i := strings.LastIndex(val, "?"); i >= 0 && i < len(val)-1 {
					val = val[i+1:]
				}
			}
			// "Name of claimant's legal representative's firm" names no
			// claimant.
			if n := cleanName(val); n != "" && !reNameOfOwn.MatchString(sg.text) && !strings.HasSuffix(val, "?") && !strings.Contains(val, ":") {
				role := formNameRole(v, m[1])
				r.party(v, n, role, "", v.segs[at].text, 0, len(v.segs[at].text))
			}
			continue
		}
		// A subpoena commands its officer "to summon" the person named on
		// the form's line, under which the form prints "NAME": a third
		// party.
		if reSummonLine.MatchString(sg.text) && reSubpoena.MatchString(v.norm) {
			for j := k + 1; j+1 < len(v.segs) && j <= k+2; j++ {
				if v.segs[j].blank {
					continue
				}
				if strings.EqualFold(strings.TrimSpace(v.segs[j+1].text), "name") {
					if n := cleanName(reAttnTail.ReplaceAllString(leadingName(v.segs[j].text), "")); n != "" {
						r.party(v, n, RoleThirdParty, "", v.segs[j].text, 0, len(v.segs[j].text))
					}
				}
				break
			}
		}
		if (reUnnamedDeclare.MatchString(sg.text) || reUndersignedSworn.MatchString(sg.text)) && !reOfficeServerPage.MatchString(v.norm) && !reOwnTranscript.MatchString(v.norm) {
			// An affidavit made by "the undersigned" runs its numbered
			// paragraphs before the signature: look to the page's end.
			reach := k + 8
			if reUndersignedSworn.MatchString(sg.text) {
				reach = len(v.segs)
			}
			for j := k + 1; j < len(v.segs) && j <= reach; j++ {
				if m := reSigned.FindStringSubmatch(v.segs[j].text); m != nil && !v.segs[j].blank {
					if n := cleanName(m[1]); isPersonName(n) {
						r.party(v, n, RoleDeclarant, "", v.segs[j].text, 0, len(v.segs[j].text))
					}
					break
				}
			}
		}
	}
}

// formNameRole is the role a "Name of X" field gives: a claimant is a
// creditor, a party, on a bankruptcy proof of claim, and the plaintiff on
// a court's claim form.
func formNameRole(v *pageView, label string) string {
	if strings.EqualFold(label, "claimant") && reCreditorForm.MatchString(v.norm) {
		return RoleParty
	}
	return roleOf(label)
}

// reCreditorForm marks a bankruptcy court's creditor form.
var reCreditorForm = regexp.MustCompile(`(?i)\bproof\s+of\s+claim\b|\bbankruptcy\b|\bcreditor\b`)

// attnCounsel reads the lawyers of a service list's group headed at seg k
// ("Counsel to the DIP Lender:" / "Thornquist Vail LLP" / "Attn: Gwendolyn
// S. Pak"): those after "Attn:" are counsel.
func (r *rulesRun) attnCounsel(v *pageView, k int) {
	for j := k + 1; j < len(v.segs) && j <= k+4; j++ {
		if v.segs[j].blank {
			break
		}
		t := strings.TrimSpace(v.segs[j].text)
		if strings.HasSuffix(t, ":") {
			break // the next group
		}
		m := reAttnNames.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		for _, n := range splitNames(reAttnTitle.ReplaceAllString(m[1], "")) {
			if n = cleanName(n); isPersonName(n) {
				if a := strings.Index(t, n); a >= 0 {
					r.party(v, n, RoleCounsel, "", t, a, a+len(n))
				}
			}
		}
	}
}

var (
	// reAttnNames is an "Attn:" line's names.
	reAttnNames = regexp.MustCompile(`^(?i:attn|attention)\s*[:.]?\s+(.+)$`)
	// reAttnTitle is the title after the last name ("..., Trial Attorney").
	reAttnTitle = regexp.MustCompile(`,\s+[\p{Lu}][\p{L} ]*(?i:attorney|counsel|partner|associate|esq\.?)$`)
)

// namesValue reports whether a form's value is two or more people's
// names joined by "and" or commas.
func namesValue(t string) bool {
	ns := splitNames(t)
	if len(ns) < 2 {
		return false
	}
	for _, n := range ns {
		if !isPersonName(n) {
			return false
		}
	}
	return true
}

// namesUnderLabels tells whether a page prints its "Name of X" labels
// over their values: its first such label, without a value beside it, has
// no name above it and a name below.
func namesUnderLabels(v *pageView) bool {
	for k, sg := range v.segs {
		m := reNameOfField.FindStringSubmatch(sg.text)
		if sg.blank || m == nil || strings.TrimSpace(m[2]) != "" {
			continue
		}
		above, below := false, false
		for j := k - 1; j >= 0 && j >= k-2; j-- {
			if !v.segs[j].blank {
				above = formNameValue(v.segs[j].text) && !reNameOfField.MatchString(v.segs[j].text)
				break
			}
		}
		for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
			if !v.segs[j].blank {
				below = formNameValue(v.segs[j].text)
				break
			}
		}
		return !above && below
	}
	return false
}

// formNameValue reports whether a form's line next to a "Name of" caption
// is a party's name: a person's, or an entity's with its form ("Inc.",
// "LLC"), maybe with "et al." after it.
func formNameValue(t string) bool {
	n := cleanName(strings.TrimSpace(reEtAl.ReplaceAllString(t, "")))
	return n != "" && !strings.ContainsAny(t, "[]:") && (isPersonName(n) || reSuffixOnly.MatchString(lastWord(n)))
}

// labelFirst reads label-first party lines, as tribunal judgments and
// forms head them: "Claimant: Ms J Patel", "Respondent: Acme Ltd" (values
// maybe printed as a column after the labels). Under a "Representation" or
// "Appearances" heading, or when the value ends with the lawyer's calling
// ("Mr T Okafor, counsel"), the name is counsel. A letter (a tribunal's
// notice) is read so only where it heads itself with the case's number.
func (r *rulesRun) labelFirst(v *pageView) {
	repr := -1 // seg index of a Representation heading
	read := func(label, val, text string, k int) {
		val = strings.TrimSpace(val)
		if val == "" || reInPerson.MatchString(val) {
			return
		}
		if notAParty(val) {
			return // a city with its postcode in a party's box
		}
		// "Pursuer: Mr Stewart, Advocate, instructed by Thorntons LLP",
		// "Petitioner: Dewar KC, Ross; Balfour + Manson LLP": a line of
		// representation, its lawyers counsel and its firm no one.
		if reRepresentationValue.MatchString(val) {
			for _, piece := range reLawyerSplit.Split(reParenAside.ReplaceAllString(val, ","), -1) {
				if n := lawyerPiece(piece); n != "" {
					r.party(v, n, RoleCounsel, "", text, 0, len(text))
				}
			}
			return
		}
		counsel := repr >= 0 && k > repr && k-repr <= 10 || reCounselTail.MatchString(val)
		n := cleanName(reCounselTail.ReplaceAllString(val, ""))
		if n == "" {
			return
		}
		if counsel {
			// "Mr O Fairbanks (Counsel)": initials and a surname after a
			// courtesy title are a person's name.
			if isPersonName(n) || reLawyerHonorific.MatchString(strings.TrimSpace(val)) && reInitialsSurname.MatchString(n) {
				r.party(v, n, RoleCounsel, "", text, 0, len(text))
			}
			return
		}
		if a, _, ok := strings.Cut(label, "/"); ok {
			label = a // "PLAINTIFF/PETITIONER:", the form's words for either kind of case: the first is a civil action's
		}
		if role := roleOf(label); role != "" {
			for _, x := range splitNames(n) {
				r.party(v, x, role, "", text, 0, len(text))
			}
		}
	}
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		if reRepresentationHead.MatchString(sg.text) {
			repr = k
			continue
		}
		if r.caseNameLine(v, k) {
			continue
		}
		m := reLabelFirst.FindStringSubmatch(sg.text)
		if m == nil || r.class == ClassLetter && !nearCaseNumber(v, k) {
			continue
		}
		if strings.TrimSpace(m[2]) != "" {
			read(m[1], m[2], sg.text, k)
			continue
		}
		// "Claimant:" over lawyers and their firm ("Mr Adrian Lim" / "Ms
		// Nurul Huda" / "Chandran Goh LLP"): a representation block.
		if n := lawyerBlock(v, k+1); n > 0 {
			for j := k + 1; j < k+1+n; j++ {
				if name := lawyerPiece(v.segs[j].text); name != "" {
					r.party(v, name, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
				}
			}
			continue
		}
		// "Claimant:" alone: its value is the next line, unless that is a
		// label too (then v.pairs has them, read below).
		if k+1 < len(v.segs) && !v.segs[k+1].blank && !reLabelFirst.MatchString(v.segs[k+1].text) && !reLabelOnly.MatchString(v.segs[k+1].text) {
			read(m[1], v.segs[k+1].text, v.segs[k+1].text, k+1)
			continue
		}
		// A heading's columns in reading order set the label apart from
		// its value by a blank ("Claimant:" / "" / "Mr D Lockwood" / ""):
		// one name line standing alone between blanks (or before the next
		// label) is the value.
		if j := k + 2; j < len(v.segs) && v.segs[k+1].blank && !v.segs[j].blank && (j+1 == len(v.segs) || v.segs[j+1].blank || reLabelOnly.MatchString(v.segs[j+1].text)) &&
			!reLabelFirst.MatchString(v.segs[j].text) && !reLabelOnly.MatchString(v.segs[j].text) && headingValue(v.segs[j].text) {
			read(m[1], v.segs[j].text, v.segs[j].text, j)
		}
	}
	for _, p := range v.pairs {
		if m := reLabelFirst.FindStringSubmatch(p.text); m != nil && (r.class != ClassLetter || nearCaseNumber(v, p.first)) {
			read(m[1], m[2], v.segs[p.first].text, p.first)
		}
	}
}

var (
	// rePanel is an appellate panel: "Before: A, B, and C, Circuit Judges."
	rePanel = regexp.MustCompile(`^(?i:before)\s*:?\s+(.+?),?\s+(?i:(?:chief\s+|senior\s+)?(?:circuit|district|bankruptcy|appellate|associate|administrative(?:\s+(?:patent|trademark|law))?)?\s*(?:judges|justices))\.?$`)
	// rePanelLead names the panel after its title, often by surname alone:
	// "Before Judges Moreno and Salazar." (state appellate courts).
	rePanelLead = regexp.MustCompile(`^(?i:before)\s*:?\s+(?i:(?:chief\s+|senior\s+|presiding\s+)?(?:judges|justices))\s+(.+?)\.?$`)
	reSurnames  = regexp.MustCompile(`^[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’.-]+){0,3}$`)
	// reOpinionCounsel is an opinion's list of counsel: "Jane Roe (argued)
	// and John Poe, Roe LLP, Portland, Oregon, for Plaintiff-Appellant."
	reOpinionCounsel = regexp.MustCompile(`,\s+for\s+(?:the\s+)?(?:` + labelWords + `(?:\s*(?:-|and|/)\s*` + labelWords + `)*|amicus\s+curiae.*)\.?$`)
	reArgued         = regexp.MustCompile(`\s*\((?:argued|on the brief|of counsel)\)`)
)

// opinionFront reads an appellate opinion's front matter: the panel's
// judges and the counsel paragraphs ("Name (argued), Firm, City, for
// Appellant.").
func (r *rulesRun) opinionFront(v *pageView) {
	for _, sg := range v.segs {
		t := sg.text
		if m := rePanel.FindStringSubmatchIndex(t); m != nil && !sg.blank {
			for _, piece := range reListSep.Split(t[m[2]:m[3]], -1) {
				piece = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(piece), "and "))
				if n := cleanName(piece); isPersonName(n) {
					r.party(v, n, RoleJudge, "", t, m[2], m[3])
				} else if n := benchSurname(piece); n != "" {
					r.party(v, n, RoleJudge, "", t, m[2], m[3]) // "Before Castagnoli, Wexler, and Adeyemi-Brandt, Administrative Trademark Judges."
				}
			}
		} else if m := rePanelLead.FindStringSubmatchIndex(t); m != nil && !sg.blank {
			for _, piece := range reListSep.Split(t[m[2]:m[3]], -1) {
				piece = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(piece), "and "))
				if n := cleanName(piece); reSurnames.MatchString(n) {
					r.party(v, n, RoleJudge, "", t, m[2], m[3])
				}
			}
		}
	}
	for _, p := range v.paras {
		t := p.text
		if !strings.Contains(t, ", for ") {
			continue
		}
		var sentences []string
		for pos := 0; pos < len(t); {
			a, b := sentenceAt(t, pos)
			if b <= pos {
				break
			}
			sentences = append(sentences, strings.Split(t[a:b], ";")...)
			pos = b + 1
		}
		for _, sentence := range sentences {
			if !reOpinionCounsel.MatchString(sentence) {
				continue
			}
			// Leading person names, up to the firm.
			for _, piece := range strings.Split(reArgued.ReplaceAllString(sentence, ""), ",") {
				found := false
				for _, q := range reAndSplit.Split(piece, -1) {
					if n := cleanName(q); isPersonName(n) {
						r.party(v, n, RoleCounsel, "", t, 0, len(t))
						found = true
					}
				}
				if !found {
					break
				}
			}
		}
	}
}

// appearances reads counsel named in appearance lines: "Through: Mr. X,
// Advocate with Ms. Y, CGSC" (a line ending in "with" runs on), and form
// labels ("attorney present: Name").
func (r *rulesRun) appearances(v *pageView) {
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		if m := reThrough.FindStringSubmatch(sg.text); m != nil {
			val := m[1]
			for j := k + 1; j < len(v.segs) && j <= k+3; j++ {
				low := strings.ToLower(strings.TrimSpace(val))
				if !strings.HasSuffix(low, " with") && !strings.HasSuffix(low, ",") && !strings.HasSuffix(low, " and") || v.segs[j].blank {
					break
				}
				val += " " + v.segs[j].text
			}
			for _, piece := range reSplitCounsel.Split(val, -1) {
				if reCounselDesig.MatchString(strings.TrimSpace(piece)) {
					continue
				}
				if n := cleanName(piece); isPersonName(n) {
					r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
				}
			}
			continue
		}
		// Appearances printed as two columns come out as a run of names
		// and then a run of "for the Plaintiff" lines: pair them.
		if reForLabel.MatchString(sg.text) && (k == 0 || !reForLabel.MatchString(v.segs[k-1].text)) {
			n := 0
			for j := k; j < len(v.segs) && !v.segs[j].blank && reForLabel.MatchString(v.segs[j].text); j++ {
				n++
			}
			j := k - 1
			for j >= 0 && v.segs[j].blank {
				j--
			}
			for x := 0; x < n && j >= 0 && !v.segs[j].blank; x, j = x+1, j-1 {
				if name := cleanName(v.segs[j].text); isPersonName(name) {
					r.party(v, name, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
				}
			}
		}
		if !strings.Contains(sg.text, "for") && !strings.Contains(sg.text, "behalf") && !strings.Contains(sg.text, ":") {
			continue
		}
		if m := reNameFor.FindStringSubmatch(sg.text); m != nil {
			if n := cleanName(m[1]); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
			}
		}
		for _, m := range reAttorneyLabel.FindAllStringSubmatchIndex(sg.text, -1) {
			if n := cleanName(sg.text[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", sg.text, m[2], m[3])
			}
		}
		// "(Ref: FEM/AOT/24117; Attorneys: Fiona M. Ebanks / Andrew O.
		// Tibbetts; Tel: ...)": a firm's reference line lists its lawyers.
		for _, m := range reAttorneysList.FindAllStringSubmatch(sg.text, -1) {
			for _, piece := range reSlashSplit.Split(m[1], -1) {
				if n := lawyerPiece(piece); n != "" && isPersonName(n) {
					r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
				}
			}
		}
	}
}

// counselByOffice finds lawyers named by their office or as a party's
// attorney in prose, and signers whose next line is a lawyer's title.
func (r *rulesRun) counselByOffice(v *pageView) {
	for _, p := range v.paras {
		t := p.text
		if !strings.Contains(t, "ounsel") && !strings.Contains(t, "ttorney") && !strings.Contains(t, "efender") && !strings.Contains(t, "olicitor") {
			continue
		}
		for _, re := range []*regexp.Regexp{reCounselOffice, reByCounsel} {
			for _, m := range re.FindAllStringSubmatchIndex(t, -1) {
				n := cleanName(t[m[2]:m[3]])
				if i := strings.Index(n, " of "); i > 0 {
					n = n[:i]
				}
				if isPersonName(n) {
					r.party(v, n, RoleCounsel, "", t, m[2], m[3])
				}
			}
		}
	}
	for k, sg := range v.segs {
		if sg.blank || k+1 >= len(v.segs) || v.segs[k+1].blank || !reCounselTitleLine.MatchString(v.segs[k+1].text) ||
			reCounselColon.MatchString(v.segs[k+1].text) {
			continue // "Counsel for Claimant: X" names its lawyers after the colon, not above
		}
		if institutionOfficer(v, k+1) {
			continue // an arbitral institution's counsel writes for it, for no party
		}
		if strings.Contains(sg.text, "/s/") {
			if n := lawyerName(v.segs, k); n != "" {
				r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
			}
			continue
		}
		// A bare name line (a typed signature, "(ROHAN MEHTA)") over a
		// lawyer's title: "United States Attorney", "Advocate".
		if t := sg.text; len(t) < 50 && !strings.Contains(t, ":") {
			if n := cleanName(reEsqTail.ReplaceAllString(t, "")); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", t, 0, len(t))
			}
		}
	}
}

// lawyerName returns the person named by segs[j] when it reads as a
// lawyer's line in a signature block: "/s/ Name", "By: Name", "Name (SBN
// 1234)", "Name, Esq.", or a bare name line followed by a bar number.
func lawyerName(segs []seg, j int) string {
	return lawyerNameIn(segs[j].text)
}

var reSigMark = regexp.MustCompile(`(?:By:?\s*)?/s/`)

// reCoCounsel is the "-and-" line between co-counsel in a signature block.
var reCoCounsel = regexp.MustCompile(`^-\s*and\s*-$`)

// reParenBar is a signature's name with its bar number or admission in
// brackets: "Erin K. Young (No. 5127)", "Karin J. Holm (#0391122)", "Sam
// Otieno (pro hac vice)".
var reParenBar = regexp.MustCompile(`^(?:/s/\s*)?(\p{Lu}[\p{L}\p{M}.'’\- ]{3,50}?),?\s*\((?:(?:DE |Del\. )?(?:Bar\s+)?No\.\s*\d{3,7}|#\s*\d{4,9}[A-Z]?|P\d{5}|0\d{6}|(?i:(?:admitted\s+)?pro\s+hac\s+vice)[^)]*)\)\s*$`)

// reHeaderLead is a header label before a name: "CC: Jane Roe, Esq.".
var reHeaderLead = regexp.MustCompile(`^(?i:cc|bcc|to|from|attn|attention|copy to)\s*:\s*`)

// reByLead is the "By:" that opens a signature line.
var reByLead = regexp.MustCompile(`^(?i:by)\s*:?\s*_*\s*`)

// lawyerNameIn is lawyerName on one line of text. Two signatures side by
// side ("By: /s/ A   By: /s/ B") yield the first.
func lawyerNameIn(t string) string {
	if locs := reSigMark.FindAllStringIndex(t, 2); len(locs) == 2 {
		t = strings.TrimSpace(t[:locs[1][0]])
	}
	if m := reSigned.FindStringSubmatch(t); m != nil {
		if n := cleanName(m[1]); isPersonName(n) {
			return n
		}
	}
	if m := reBy.FindStringSubmatch(t); m != nil {
		if n := cleanName(m[1]); isPersonName(n) {
			return n
		}
	}
	// "Erin K. Young (No. 5127)": a bar number in brackets; "Samuel Otieno
	// (pro hac vice pending)".
	if m := reParenBar.FindStringSubmatch(t); m != nil {
		if n := cleanName(m[1]); isPersonName(n) {
			return n
		}
	}
	if i := reBarNo.FindStringIndex(t); i != nil && i[0] > 3 {
		if n := cleanName(reBarState.ReplaceAllString(reByLead.ReplaceAllString(strings.TrimRight(t[:i[0]], " ,(|"), ""), "")); isPersonName(n) && !isEntityName(n) {
			return n
		}
	}
	if m := reEsq.FindStringSubmatch(t); m != nil {
		if n := cleanName(reHeaderLead.ReplaceAllString(m[1], "")); isPersonName(n) {
			return n
		}
	}
	return ""
}

var (
	reJudgeTitle  = regexp.MustCompile(`(?i)^(?:(?:chief|senior|presiding|deputy|acting|visiting)\s+)?(?:united states|u\.\s?s\.)?\s*(?:chief\s+)?(?:(?:` + strings.Join(judgeCourts, "|") + `)\s+)?(?:court\s+)?judge(?:\s+of\s+the\s+.*|\s+presiding)?$|^(?:justice|judge)\s+of\s+the\s+|^judge,\s+(?:the\s+)?[A-Za-z .]*\bcourt\b[A-Za-z .,]*$|^(?:J\.S\.C\.|U\.S\.D\.J\.|U\.S\.M\.J\.|U\.S\.B\.J\.|JUDGE PRESIDING|PRESIDING JUDGE|DISTRICT JUDGE)$|^(?i:(?:sole\s+|presiding\s+|public\s+|non-public\s+|neutral\s+|party-appointed\s+)*(?:arbitrator|panell?ist)|special master|referee|hearing officer|chair(?:person)?,? arbitral tribunal)$|^(?i:(?:presiding\s+|vice[- ]chair\s+|panel\s+)?member,?\s+(?:of\s+the\s+)?[a-z' ]*\b(?:board|tribunal|commission))$|^(?i:hakim|judicial\s+commissioner|pesuruhjaya\s+kehakiman|(?:vice\s+)?chancellor|magistrate\s+in\s+chancery|master\s+in\s+chancery|(?:senior\s+)?commissioner)$`)
	reJudgeInline = regexp.MustCompile(`^(?:(?i:before|coram)\s*:?\s+)?(\p{Lu}[\p{L}\p{M}.'’\- ]+?),\s+(?:(?:Chief|Senior)\s+)?(?:United States|U\.S\.)?\s*(?:District|Magistrate|Bankruptcy|Circuit)?\s*(?:Judge|Arbitrator|Sole Arbitrator|Chair(?:person)?,? Arbitral Tribunal|Special Master|Referee|Hearing Officer|Administrative Law Judge)\b|^(?:(?i:before|coram)\s*:?\s+)?(\p{Lu}[\p{L}\p{M}.'’\- ]+?),\s+(?:U\.S\.D\.J\.|U\.S\.M\.J\.|J\.S\.C\.|J\.)\s*$`)
	// reJudgeNameBox is a form's box for the judge's printed name:
	// "Judge/Print Name: Helen R. Abernathy".
	reJudgeNameBox = regexp.MustCompile(`^(?i:judge|judicial\s+officer|commissioner)(?:['’]s)?\s*/\s*(?i:print(?:ed)?\s+name|name)\s*:\s*(\p{Lu}[\p{L}\p{M}.'\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'\-]+){1,3})\s*$`)
	// reJudgeLead is a signature line that is only "JUDGE NAME".
	// reBeforeTitledSurname is an order's heading naming its judge by title
	// and surname (group 1).
	reBeforeTitledSurname = regexp.MustCompile(`^(?i:before)\s*:?\s+(?i:(?:(?:his|her)\s+honou?r\s+)?(?:deputy\s+)?(?:(?:district|circuit|icc|insolvency\s+and\s+companies\s+court|costs|chief\s+master|regional\s+employment|employment)\s+)?(?:judge|master|registrar))\s+(\p{Lu}[\p{L}'’\-]+(?:\s+\p{Lu}[\p{L}'’\-]+)?)\s*$`)
	reJudgeLead           = regexp.MustCompile(`^(?:(?:CHIEF |SENIOR |PRESIDING |Chief |Senior |Presiding )?(?:JUDGE|Judge|JUSTICE|Justice))\s+(\p{Lu}[\p{L}\p{M}.'\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'\-]+){1,3})$`)
	reJustice             = regexp.MustCompile(`(?i:\b(?:mr|mrs|ms|lord|lady)\.?\s+justice|\bhis honou?r judge|\bher honou?r judge|\bhhj|\bdistrict judge|\bdeputy (?:district )?judge|\b(?:regional )?employment judge|\b(?:upper )?tribunal judge|\bimmigration judge|\b(?:senior )?deputy president|\bmaster)\s+(\p{Lu}[\p{L}\p{M}'\-]*(?:\s+[A-Z]\.)?(?:\s+\p{Lu}[\p{L}\p{M}'\-]+){0,2})`)
	reHonorable           = regexp.MustCompile(`\b(?:HON\.|Hon\.|HONORABLE|Honorable|HONOURABLE|Honourable)\s+(\p{Lu}[\p{L}\p{M}.'\-]*(?:\s+\p{Lu}[\p{L}\p{M}.'\-]*){1,4})`)
)

// titledLine says whether t is a bench's title line with more titles after
// a comma, maybe after a dash: "Public Arbitrator, Presiding Chairperson",
// "- Public Arbitrator".
func titledLine(t string) bool {
	t = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(t), "-–—"))
	first, rest, _ := strings.Cut(t, ",")
	return reJudgeTitle.MatchString(strings.TrimSpace(first)) && (strings.TrimSpace(rest) == "" || titleWordsOnly(rest))
}

// judge finds the judicial officer: the name above (or before) a judge's
// title in an order's signature block, or "Hon. Name".
func (r *rulesRun) judge(v *pageView) {
	for k, s := range v.segs {
		if s.blank {
			continue
		}
		t := s.text
		low := strings.ToLower(t)
		if !strings.Contains(low, "judge") && !strings.Contains(low, "j.") && !strings.Contains(low, "justice") && !strings.Contains(low, "hon") && !strings.Contains(low, "hhj") &&
			!strings.Contains(low, "arbitrat") && !strings.Contains(low, "master") && !strings.Contains(low, "referee") && !strings.Contains(low, "officer") && !strings.Contains(low, "president") &&
			!strings.Contains(low, "commissioner") && !strings.Contains(low, "chancellor") && !strings.Contains(low, "hakim") && !strings.Contains(low, "member") && !strings.Contains(low, "panel") {
			continue
		}
		if reJudgeTitle.MatchString(t) || titledLine(t) {
			if (strings.Contains(low, "peace") || strings.Contains(low, "commissioner")) && juratAbove(v, k) {
				continue // a justice of the peace or a commissioner who takes an oath decides nothing
			}
			// A signature in the page's right column ("June 5, 2024   Rebecca
			// Tan" over "Date Issued   Member, ... Board"): the name is
			// the line above in the same column.
			if j := columnAbove(v, k); j >= 0 {
				if n := cleanName(strings.TrimSpace(v.segs[j].text)); n != "" && isPersonName(n) {
					r.party(v, n, RoleJudge, "", v.segs[j].text, 0, len(v.segs[j].text))
					continue
				}
			}
			above := false
			for j := k - 1; j >= 0 && j >= k-3; j-- {
				if v.segs[j].blank {
					continue
				}
				pt := v.segs[j].text
				if strings.Trim(pt, "_- ") == "" {
					continue
				}
				if m := reSigned.FindStringSubmatch(pt); m != nil {
					pt = m[1]
				}
				if n := cleanName(pt); n != "" && isPersonName(n) {
					r.party(v, n, RoleJudge, "", v.segs[j].text, 0, len(v.segs[j].text))
					above = true
				}
				break
			}
			// A blank signature line above the title, and the judge's name
			// printed under it ("JUDGE PRESIDING" / "Elena V. Castellano").
			if !above && k > 0 && strings.Trim(v.segs[k-1].text, "_- ") == "" && k+1 < len(v.segs) && !v.segs[k+1].blank {
				nt := strings.TrimSpace(reHonorific.ReplaceAllString(strings.TrimSpace(v.segs[k+1].text), ""))
				if n := cleanName(nt); n != "" && isPersonName(n) && !strings.ContainsAny(nt, ":0123456789") {
					r.party(v, n, RoleJudge, "", v.segs[k+1].text, 0, len(v.segs[k+1].text))
				}
			}
			continue
		}
		if m := reJudgeLead.FindStringSubmatch(t); m != nil {
			if n := cleanName(m[1]); n != "" && isPersonName(n) {
				r.party(v, n, RoleJudge, "", t, 0, len(t))
			}
			continue
		}
		// An English order's heading: "BEFORE ICC JUDGE AYLWARD", "Before
		// Master Clark", "BEFORE HIS HONOUR JUDGE PEARCE": by surname.
		if m := reBeforeTitledSurname.FindStringSubmatch(strings.TrimSpace(t)); m != nil {
			if n := strings.TrimSpace(m[1]); !notNameWord[strings.ToLower(n)] {
				r.party(v, n, RoleJudge, "", t, 0, len(t))
			}
			continue
		}
		if m := reJudgeNameBox.FindStringSubmatch(t); m != nil {
			if n := cleanName(m[1]); n != "" && isPersonName(n) {
				r.party(v, n, RoleJudge, "", t, 0, len(t))
			}
			continue
		}
		if m := reJudgeInline.FindStringSubmatch(t); m != nil {
			n := m[1]
			if n == "" {
				n = m[2]
			}
			// A sentence that runs into the title ("... held before the
			// Honorable John T. Dorsey, United States Bankruptcy Judge")
			// is no signature line: reHonorable reads it.
			if n = cleanName(n); n != "" && isPersonName(n) {
				r.party(v, n, RoleJudge, "", t, 0, len(t))
				continue
			}
		}
		for _, m := range reJustice.FindAllStringSubmatchIndex(t, -1) {
			if inTeste(t[:m[0]]) {
				continue
			}
			// The title's name stops at a word of the sentence in
			// capitals: "DISTRICT JUDGE HARTE ON 14 MAY 2024".
			n := titleCase(cleanName(rePostNominal.ReplaceAllString(reCapsTail.ReplaceAllString(t[m[2]:m[3]], ""), "")))
			if n != "" && !notNames[strings.ToLower(n)] && !reInstrumentWord.MatchString(n) && !reInstrumentNext.MatchString(t[m[1]:]) && !reInstrumentBefore.MatchString(t[:m[0]]) {
				r.party(v, n, RoleJudge, "", t, m[0], m[1])
			}
		}
		r.honorable(v, t)
	}
	// A name in prose wrapped over two lines ("before the Honorable
	// Eleanor T." / "Brennan on June 25"): the line that ends in the
	// style or the name's first words is read with the next line of its
	// paragraph; the part cut at the line's end folds into the whole at
	// the merge.
	for _, p := range v.paras {
		for k := p.first; k < p.last; k++ {
			if v.segs[k].blank || v.segs[k+1].blank || !reHonorableTail.MatchString(v.segs[k].text) ||
				strings.Contains(v.segs[k].text, ":") || reLabelLine.MatchString(v.segs[k+1].text) {
				continue // a form's labelled lines ("Immigration Judge: Hon. X" / "Next Hearing: ...")
			}
			r.honorable(v, v.segs[k].text+" "+v.segs[k+1].text)
		}
	}
}

// reJuratLead is a jurat's opening: "SWORN TO ... before me", "Affirmed
// at ... this 18th day of June".
var reJuratLead = regexp.MustCompile(`(?i)\bbefore\s+me\b|^\s*(?:sworn|affirmed|subscribed\s+and\s+sworn)\b`)

// juratAbove reports whether a jurat opens within the six lines above
// line k.
func juratAbove(v *pageView, k int) bool {
	for j := k - 1; j >= 0 && j >= k-6; j-- {
		if !v.segs[j].blank && reJuratLead.MatchString(v.segs[j].text) {
			return true
		}
	}
	return false
}

// reLabelLine is a line that opens with a label: "Next Hearing:".
var reLabelLine = regexp.MustCompile(`^\p{Lu}[\p{L}\p{M}'’ ]{0,30}:`)

// reHonorableTail is a line of prose that ends inside "the Honorable X".
var reHonorableTail = regexp.MustCompile(`\b(?:HON\.|Hon\.|HONORABLE|Honorable|HONOURABLE|Honourable)(?:\s+\p{Lu}[\p{L}\p{M}.'\-]*){0,3}\s*$`)

// honorable reads "the Honorable X" in t as the judge X.
func (r *rulesRun) honorable(v *pageView, t string) {
	for _, m := range reHonorable.FindAllStringSubmatchIndex(t, -1) {
		if strings.Contains(strings.ToLower(t[m[2]:m[3]]), "justice") {
			continue // "Honourable Mr Justice X": reJustice has it
		}
		n := cleanName(t[m[2]:m[3]])
		if n != "" && isPersonName(n) {
			r.party(v, n, RoleJudge, "", t, m[0], m[1])
		}
	}
}

// reCapsTail is a function word of a heading in capitals run onto a
// judge's name, and what follows it: "HARTE ON", "JONES SITTING AT".
var reCapsTail = regexp.MustCompile(`\s+(?:ON|AT|IN|OF|AND|THE|FOR|BY|TO|FROM|WITH|SITTING|DATED|UPON|DATE)\b.*$`)

// reInstrumentWord is a word of an instrument's name after a judicial
// title's word: "Master Lease Agreement No.", "Master Services
// Agreement", "President's Policy".
// reInstrumentNext is the rest of an instrument's title after the words a
// title reader took: "Master Subscription| and Services Agreement".
var reInstrumentNext = regexp.MustCompile(`^(?:(?:\s+(?:and|&|of|for)\s+|\s*,\s*)?(?:\p{Lu}[\p{L}'-]*\s+){0,3}(?i:agreements?|contracts?|leases?|polic(?:y|ies)|addend(?:um|a)|amendments?|terms|schedules?)\b|\s+(?:and|&)\s+\p{Lu}[\p{L}'-]*\s*$)`)

// reInstrumentBefore is a possessive or a determiner before a title's
// word: "the parties' Master ...", "its Master ..." name a document, not
// a judge.
var reInstrumentBefore = regexp.MustCompile(`(?i)(?:\bparties['’]?|\b(?:its|their|our|this|that|said|an?)\b)\s+$`)

var reInstrumentWord = regexp.MustCompile(`(?i)\b(?:agreements?|contracts?|leases?|polic(?:y|ies)|addend(?:um|a)|amendments?|services|terms|schedules?)\b`)

var (
	// reIUndersigned is the Commonwealth affidavit's opening: "I, the
	// undersigned, NOMSA PRECIOUS DLAMINI do hereby make oath and say".
	reIUndersigned = regexp.MustCompile(`\bI,\s+the\s+undersigned,?\s+(\p{Lu}[\p{L}\p{M}.'’ -]{3,60}?),?\s+(?:do\s+)?(?:hereby\s+)?(?:make\s+oath|solemnly|declare|state|affirm|swear|depose)`)
	reIDeclare     = regexp.MustCompile(`\bI,\s+([A-Z][^,]{2,60}?),\s+(?:(?:of|residing at|domiciled at|at)\s+[^;:]{3,120}?,\s+)?(?:[a-z ]{0,40}?,\s+)?(?:[a-z ]{0,40}?)?(?:hereby\s+|do\s+hereby\s+|do\s+)?(?:declare|state|depose|certify|affirm|swear|testify|verify|being\s+(?:first\s+)?duly\s+sworn|make\s+this\s+(?:affidavit|declaration|statement))`)
	// reIAm opens a statement by its maker's name and office: "I, Hannah
	// Ross, am the ...", read where the same paragraph swears to it
	// (reOathWords).
	reIAm       = regexp.MustCompile(`\bI,\s+([A-Z][^,]{2,60}?),\s+(?:am|was|have\s+been)\s+(?:the|a|an|over|employed|authori[sz]ed)\b`)
	reOathWords = regexp.MustCompile(`(?i)\b(?:declare|certify|verify|swear|affirm)\b[^.]{0,40}\b(?:penalty\s+of\s+perjury|true\s+and\s+correct|true\s+to\s+(?:my|the\s+best))|\bsworn\b|\bverification\b|\bknows?\s+the\s+contents\s+thereof\b|\btrue\s+of\s+(?:my|his|her)\s+own\s+knowledge\b`)
	// reIAffirm: "I, Name, S/o ..., aged about 52 years, R/o ..., do hereby
	// solemnly affirm and state": an affidavit's maker after a run of
	// particulars (parentage, age, address).
	reIAffirm = regexp.MustCompile(`\bI,\s+([A-Z][^,]{2,60}?),\s+(?:[^.;:]|\.\S|\.\s+[A-Za-z]{1,4}\.)+?,\s+(?:do\s+)?(?:hereby\s+)?(?:solemnly\s+|sincerely\s+)?(?:affirm|declare|state\s+on\s+oath|make\s+oath|swear)`)
	// reSwornWitness is a transcript's witness line: "KAREN HOLLIS,
	// GOVERNMENT'S WITNESS, SWORN", "JOHN DOE, called as a witness".
	// reHeardFrom is a judgment's list of witnesses: "The tribunal heard
	// evidence from the claimant and from Mr Gareth Lowe, the depot manager".
	// reOfficer marks an "I, NAME, ..." that an officer signs: a notary, a
	// court reporter, a commissioner for oaths.
	reOfficer = regexp.MustCompile(`(?i)\bnotary\b|\breporter\b|\bstenographer\b|\bcommissioner for\b|\bshorthand\b|\bclerk of\b`)
	// reHeardFrom is a ruling's list of who gave evidence: "heard evidence
	// from A, from B and from C", "heard the evidence of Mr X (CW-1)", "The
	// Crown called the complainant, X, and Constable Y".
	reHeardFrom    = regexp.MustCompile(`(?:(?i:\b(?:heard|received|took|considered)\s+(?:the\s+)?(?:oral\s+|live\s+|sworn\s+)?(?:evidence|testimony)\s+(?:from|of))|\b(?:Crown|[Pp]rosecution|[Dd]efen[cs]e|State|People|Government|[Cc]laimants?|[Rr]espondents?|[Pp]laintiffs?|[Dd]efendants?|[Pp]etitioners?|[Aa]pplicants?|[Ee]mployer|[Ee]mployee|[Uu]nion|[Gg]rievant|[Cc]omplainant|[Cc]harging\s+[Pp]arty|[Aa]gency|General\s+Counsel)\s+(?:testified\s+[^.;:]{0,40}?\s+and\s+)?(?:also\s+)?called)\s+([^.;:]{3,200})`)
	reListLead     = regexp.MustCompile(`^(?:(?:and|from|also|of)\s+)+`)
	reListSep      = regexp.MustCompile(`\s*,\s*|\s+and\s+`)
	reTestator     = regexp.MustCompile(`(?i)^\s*(?:this\s+(?:instrument\s+)?to\s+be|that\s+this\s+is)\s+my\s+(?:last\s+)?will`)
	reAfterInitial = regexp.MustCompile(`^\.\s+(\p{Lu}[\p{L}\p{M}'’\-]+)`)
	reSwornWitness = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'’\- ]{3,50}?),\s+(?:(?i:[a-z'’]+\s+){0,3}(?i:witness(?:es)?),?\s+(?i:(?:previously\s+|having\s+been\s+(?:first\s+)?(?:duly\s+)?)?(?:sworn|affirmed|recalled|called))|(?i:(?:having\s+been\s+)?called\s+as\s+a\s+witness)|(?i:(?:having\s+been\s+)?(?:first\s+)?(?:duly\s+)?(?:sworn|affirmed))\s*:?$)`)
	// reReadingRecital is an order's recital of the papers it read.
	reReadingRecital = regexp.MustCompile(`(?i)\b(?:upon|on)\s+reading\b|\bhaving\s+read\b|\bread\s+and\s+considered\b`)
	// reAffidavitOfSide is an affidavit named in a ruling by its side and
	// maker: "the affidavit in reply of the 2nd Defendant, Tan Chee Keong,
	// affirmed on 3.6.2024".
	// reDeclarationOfRole is a declaration a ruling names by what its maker
	// is, then the maker: "the declaration of the Association's community
	// manager, Lorraine Ketchum, who measured".
	reDeclarationOfRole = regexp.MustCompile(`\b(?:declaration|affidavit)\s+of\s+(?:the\s+|its\s+|their\s+)?(?:[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)?['’]s\s+)?(?:[a-z]+\s+){0,2}[a-z]+,\s+(\p{Lu}[\p{L}\p{M}.'’\- ]{2,60}?),\s+(?:who|which|dated|sworn|affirmed|filed)\b`)
	reAffidavitOfSide   = regexp.MustCompile(`(?i:\b(?:affidavit|declaration|witness\s+statement)(?:\s+in\s+(?:reply|support|opposition|answer|response))?\s+of\s+the\s+(?:\d(?:st|nd|rd|th)\s+|first\s+|second\s+|third\s+)?(?:defendant|plaintiff|claimant|respondent|applicant|petitioner|appellant)s?),\s+(\p{Lu}[\p{L}\p{M}.'’\- ]{2,60}?),\s+(?i:sworn|affirmed|made|dated|filed)\b`)
	// reAffidavitSwornBy is an affidavit a ruling names by who swore it:
	// "an affidavit sworn by one Bwalya Mutale, the Plaintiff's Credit
	// Manager", "an affidavit in opposition sworn by the 2nd Defendant,
	// Mwila Chanda,".
	reAffidavitSwornBy = regexp.MustCompile(`(?i:\baffidavits?(?:\s+in\s+(?:reply|support|opposition|answer|response))?(?:\s+(?:dated|filed)\s+[^,;]{4,30})?,?\s+(?:sworn|affirmed|deposed|made)\s+(?:to\s+)?by\s+(?:one\s+|the\s+said\s+)?(?:(?:the\s+)?(?:\d(?:st|nd|rd|th)\s+|first\s+|second\s+|third\s+)?(?:defendant|plaintiff|claimant|respondent|applicant|petitioner|appellant)s?,\s+)?(?:(?:mr|ms|mrs|dr)\.?\s+)?)(\p{Lu}[\p{L}.'’\-]*(?:\s+\p{Lu}[\p{L}.'’\-]*){1,3})`)
	reDeclOf           = regexp.MustCompile(`(?i)\b(?:declaration|affidavit|verification|certification|sworn statement|witness statement|statement of witness)\s+of:?\s+(\p{Lu}[\p{L}\p{M}.'\- ]{2,60}?)(?:,|\s+in\s+support|\s+in\s+opposition|\s+in\s+response|\s+regarding|\s+re:|\s+pursuant|\s+\(|\s+(?:in|re|for|on)\s*$|\s*$)`)
	reSworn            = regexp.MustCompile(`(?:^|\.\s+)(\p{Lu}[\p{L}\p{M}.'\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'\-]+){1,3}),\s+being\s+(?:first\s+)?duly\s+sworn`)
	reAppeared         = regexp.MustCompile(`\b(?:personally\s+(?:came\s+and\s+)?appeared|compeared)\s+(\p{Lu}[\p{L}\p{M}.'\- ]{2,60}?)(?:,\s+[^.;:]{3,160}?)?,?\s+(?:who|known|being)\b`)
	reDepositionDoc    = regexp.MustCompile(`(?i)\bdeposition\b|\bexamination\s+(?:for\s+discovery|before\s+trial)\b`)
	reDepoOf           = regexp.MustCompile(`(?i)\b(?:deposition|examination\s+for\s+discovery|examination\s+before\s+trial)\s+(?:upon oral examination\s+|transcript\s+)?of:?\s+(\p{Lu}[\p{L}\p{M}.,'\- ]{2,60}?)(?:,?\s+(?:taken|volume|vol\.|held|on|in|at|dated)\b|\s*$|\s*[(,;.]\s)`)
	reWitnessLbl       = regexp.MustCompile(`^(?i:witness|deponent):\s*([A-Z].{2,60})$`)
	reWitnessOf        = regexp.MustCompile(`\b[Ww]itness(?:es)?,?\s+((?:\p{Lu}[\p{L}\p{M}.'\-]*\s?){2,4})(?:,|\s+(?:testified|stated|admitted|confirmed|conceded|said))`)
	reTestified        = regexp.MustCompile(`\b(\p{Lu}[\p{L}\p{M}'\-]+(?:\s+[A-Z]\.)?\s+\p{Lu}[\p{L}\p{M}'\-]+),?\s+(?:[a-z]+\s+){0,2}(?:testified|was deposed)\b`)
	// reNotCalled ends the words before a witness whom nobody called
	// ("failing to call the alibi witness, X"); reWouldHave follows one
	// who never gave evidence ("X, who would have testified").
	reNotCalled = regexp.MustCompile(`(?i)\b(?:fail(?:ed|ing|ure)?\s+to|did\s+not|not\s+to|never|refus(?:ed|ing|al)\s+to|decision\s+not\s+to|declined\s+to)\s+(?:call|present|subpoena|interview)\b[^.;]*$`)
	reWouldHave = regexp.MustCompile(`^[^.;]{0,40}?\b(?:would|could|might)\s+have\s+(?:testified|stated|said)\b`)
	reNonParty  = regexp.MustCompile(`\b[Nn]on-?[Pp]arty\s+((?:[A-Z][\w.&'\-]*\s?){1,6})`)
)

// reWillDepose is a notice's sentence naming who will be deposed. Group 1
// is the name.
var reWillDepose = regexp.MustCompile(`\b(?i:will|shall)\s+(?i:take|conduct|record)\s+the\s+(?i:(?:oral|video(?:taped)?|audio-video|audiovisual|remote|stenographic)\s+)*(?i:deposition)\s+(?i:upon\s+oral\s+examination\s+)?(?i:of)\s+(?i:(?:the\s+)?(?:non-?party\s+)?(?:witness|deponent)\s+)?((?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2})`)

// reAcknowledgedExecution is what a notary's certificate of
// acknowledgment says of whoever "personally appeared": that they
// acknowledged executing the instrument.
var reAcknowledgedExecution = regexp.MustCompile(`(?i)\backnowledged\b[^.]{0,80}\bexecuted\b|\bexecuted\s+the\s+(?:foregoing|within|same)\b`)

// declarants finds declarants ("I, Jane Roe, declare", "DECLARATION OF JANE
// ROE", "personally appeared Jane Roe, who", a jurat that sets the maker's
// office after the name: "Jane Roe, Vice President of Acme, LLC, who"), deponents ("DEPOSITION OF
// JOHN SMITH"), named witnesses and non-parties.
func (r *rulesRun) declarants(v *pageView) {
	r.attestations(v)
	// "I, the undersigned," / "NAME" / "do hereby make oath": the opening
	// runs over lines that prose paragraphs keep apart.
	var lines []string
	for _, sg := range v.segs {
		if !sg.blank {
			lines = append(lines, strings.TrimSpace(sg.text))
		}
	}
	if page := strings.Join(lines, " "); strings.Contains(page, "undersigned") {
		for _, m := range reIUndersigned.FindAllStringSubmatchIndex(page, -1) {
			if n := cleanName(page[m[2]:m[3]]); isPersonName(n) && !officerOath(page, m[0], m[1]) {
				r.party(v, n, RoleDeclarant, "", page, m[2], m[3])
			}
		}
	}
	for _, p := range append(v.paras[:len(v.paras):len(v.paras)], v.pairs...) {
		t := p.text
		low := strings.ToLower(t)
		if !strings.Contains(t, "I,") && !strings.Contains(low, "declaration") && !strings.Contains(low, "affidavit") &&
			!strings.Contains(low, "verification") && !strings.Contains(low, "certification") && !strings.Contains(low, "sworn") &&
			!strings.Contains(low, "appeared") && !strings.Contains(low, "deposition") && !strings.Contains(low, "witness") &&
			!strings.Contains(low, "deponent") && !strings.Contains(low, "party") && !strings.Contains(low, "testified") && !strings.Contains(low, "deposed") &&
			!strings.Contains(low, "evidence") && !strings.Contains(low, "testimony") && !strings.Contains(low, "affirmed") && !strings.Contains(low, "examination") &&
			!strings.Contains(low, " called ") {
			continue
		}
		for _, m := range reIDeclare.FindAllStringSubmatchIndex(t, -1) {
			if reTestator.MatchString(t[m[1]:]) || officerOath(t, m[0], m[1]) || certifiesService(t, m[0], m[1]) || reCertifyToCourt.MatchString(t[m[1]:]) {
				continue // a testator ("declare this to be my Last Will"), a notary or reporter who certifies, or a certificate of service
			}
			r.party(v, t[m[2]:m[3]], RoleDeclarant, "", t, m[0], m[1])
		}
		if strings.Contains(t, "I,") && reOathWords.MatchString(t) {
			// "I, Hannah Ross, am the Human Resources Manager of ... I
			// declare under penalty of perjury": a verification's maker
			// says who they are first and swears in the next sentence.
			for _, m := range reIAm.FindAllStringSubmatchIndex(t, -1) {
				if n := cleanName(t[m[2]:m[3]]); isPersonName(n) && !officerOath(t, m[0], m[1]) {
					r.party(v, n, RoleDeclarant, "", t, m[2], m[3])
				}
			}
		}
		if strings.Contains(t, "I,") {
			for _, m := range reIAffirm.FindAllStringSubmatchIndex(t, -1) {
				if n := cleanName(t[m[2]:m[3]]); isPersonName(n) && !reTestator.MatchString(t[m[1]:]) && !officerOath(t, m[0], m[1]) {
					r.party(v, n, RoleDeclarant, "", t, m[2], m[3])
				}
			}
		}
		for _, m := range reHeardFrom.FindAllStringSubmatchIndex(t, -1) {
			span := t[m[2]:m[3]]
			if m[3] < len(t) && (t[m[3]] == '.' || t[m[3]] == ';') {
				// The list runs on past an initial's period ("Gideon P.
				// Larrabee") or a semicolon between its witnesses: to the
				// sentence's end.
				if _, e := sentenceAt(t, m[2]); e > m[3] {
					span = strings.ReplaceAll(t[m[2]:e], ";", ",")
				}
			}
			for _, piece := range reListSep.Split(span, -1) {
				piece = strings.TrimSpace(reListLead.ReplaceAllString(strings.TrimSpace(piece), ""))
				// "of Defendant Sobecki", "from Plaintiffs Tobias E.
				// Haugland": the side's label before its witness's name.
				labelled := false
				if lm := reWitnessSideLead.FindStringIndex(piece); lm != nil && startsUpper(piece[lm[1]:]) {
					piece, labelled = piece[lm[1]:], true
				}
				if n := cleanName(piece); labelled && reSurname.MatchString(n) && !notNames[strings.ToLower(n)] {
					if a := strings.Index(t[m[2]:], piece); a >= 0 {
						r.party(v, n, RoleWitness, "", t, m[2]+a, m[2]+a+len(piece))
					}
					continue
				}
				if n := cleanName(piece); isPersonName(n) && !endsInTitle(n) {
					if a := strings.Index(t[m[2]:], piece); a >= 0 {
						r.party(v, n, RoleWitness, "", t, m[2]+a, m[2]+a+len(piece))
					}
				}
			}
		}
		if m := reSwornWitness.FindStringSubmatchIndex(t); m != nil {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				// In a deposition, the witness sworn is the deponent.
				role := RoleWitness
				if r.deposition {
					role = RoleDeponent
				}
				r.party(v, n, role, "", t, m[2], m[3])
			}
		}
		for _, m := range reDeclOf.FindAllStringSubmatchIndex(t, -1) {
			if reReadingRecital.MatchString(t[max(0, m[0]-160):m[0]]) {
				continue // an order's "UPON READING the Affidavit of X": the court read it; X made no statement here
			}
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleDeclarant, "", t, m[2], m[3])
			}
		}
		// "X, being first duly sworn"; an affidavit a ruling names by its
		// side or its maker's place, then the maker.
		r.personsMatched(v, t, RoleDeclarant, reSworn, reDeclarationOfRole, reAffidavitOfSide, reAffidavitSwornBy)
		for _, m := range reAppeared.FindAllStringSubmatchIndex(t, -1) {
			if _, e := sentenceAt(t, m[1]); e > m[1] && reAcknowledgedExecution.MatchString(t[m[1]:e]) {
				continue // a notary's acknowledgment that the signer executed an instrument: no statement of facts
			}
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleDeclarant, "", t, m[0], m[1])
			}
		}
		// "PLEASE TAKE NOTICE that Plaintiff will take the deposition of
		// non-party witness LAKSHMI R. VARADARAJAN on": who is deposed.
		for _, m := range reWillDepose.FindAllStringSubmatchIndex(t, -1) {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleDeponent, "", t, m[2], m[3])
			}
		}
		for _, m := range reDepoOf.FindAllStringSubmatchIndex(t, -1) {
			raw := strings.TrimSuffix(strings.TrimSpace(t[m[2]:m[3]]), ",")
			// The name stopped at an initial's period ("ALAN R. PIERCE"):
			// take the surname after it.
			if w := lastWord(raw); len(w) == 1 && w[0] >= 'A' && w[0] <= 'Z' {
				if sm := reAfterInitial.FindStringSubmatch(t[m[3]:]); sm != nil {
					raw += ". " + sm[1]
				}
			}
			if n := cleanName(raw); n != "" {
				r.party(v, n, RoleDeponent, "", t, m[2], m[3])
			}
		}
		for _, re := range []*regexp.Regexp{reWitnessOf, reTestified} {
			for _, m := range re.FindAllStringSubmatchIndex(t, -1) {
				if n := cleanName(t[m[2]:m[3]]); isPersonName(n) && !uncalledWitness(t, m[2], m[3]) && !described(t, m[2]) {
					r.party(v, n, r.witnessRole(), "", t, m[2], m[3])
				}
			}
		}
		if m := reWitnessLbl.FindStringSubmatchIndex(t); m != nil && !r.attestsSignature(v, p) {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, r.labelledWitnessRole(t), "", t, m[2], m[3])
			}
		}
		for _, m := range reNonParty.FindAllStringSubmatchIndex(t, -1) {
			if n := cleanName(t[m[2]:m[3]]); n != "" && len(strings.Fields(n)) >= 2 {
				r.party(v, n, RoleThirdParty, "", t, m[2], m[3])
			}
		}
	}
}

var (
	reMailHeader = regexp.MustCompile(`^(?i)(?:.*?-{3,}\s*)?(from|to|cc|bcc|sent|date|subject)\s*:\s*(.*)$`)
	reAddr       = regexp.MustCompile(`"?([^"<>;]*?)"?\s*<\s*([^<>\s]+@[^<>\s]+)\s*>|([\w.+\-']+@[\w\-]+\.[\w.\-]+)`)
	reWrote      = regexp.MustCompile(`\b(?:On\s.{4,60}?,\s*)?(\p{Lu}[\p{L}\p{M}.'\-]+(?:,?\s+\p{Lu}[\p{L}\p{M}.'\-]+){1,3})\s*<[^<>\s]+@[^<>\s]+>\s*wrote:`)
)

// reGmailFrom is a printed Gmail message's sender line: a display name and
// an address, maybe with the date after it.
var reGmailFrom = regexp.MustCompile(`^([A-Z][^<>:@]{1,60}?\s*<[^<>\s]+@[^<>\s]+>)(?:\s+\S.*)?$`)

var reLeadTime = regexp.MustCompile(`^(?i:[ap]\.?m\.?|GMT|UTC|[ECMP][SD]T)\s+`)

// mailBlock is one email header block on a page.
type mailBlock struct {
	from, to []string
	subject  string
	at       int // the From: line
	dateSeg  int // the Sent: or Date: line; -1 when none
}

// mailHeaders reads the email header blocks on a page: a From: line with a
// To:, Sent:/Date: or Subject: line within the next few lines.
func mailHeaders(v *pageView) []mailBlock {
	var blocks []mailBlock
	// value reads a header's value: on its line, or (when a PDF's columns
	// put labels and values apart) on the next line.
	value := func(k int, m []string) (string, int, int) {
		if strings.TrimSpace(m[2]) != "" || k+1 >= len(v.segs) || v.segs[k+1].blank || reMailHeader.MatchString(v.segs[k+1].text) {
			return m[2], k, k
		}
		return v.segs[k+1].text, k + 1, k + 1
	}
	for k := 0; k < len(v.segs); k++ {
		if !strings.Contains(v.segs[k].text, ":") && !strings.Contains(v.segs[k].text, "@") {
			continue
		}
		m := reMailHeader.FindStringSubmatch(v.segs[k].text)
		if m == nil || !strings.EqualFold(m[1], "from") {
			// A printed Gmail message names its sender without "From:":
			// "Jane Roe <jr@x.com>" (the date beside it), then "To:".
			if gm := reGmailFrom.FindStringSubmatch(v.segs[k].text); gm != nil && webmailTo(v, k) {
				m = []string{gm[0], "from", gm[1]}
			}
			if m == nil || !strings.EqualFold(m[1], "from") {
				continue
			}
		}
		if b, end, ok := columnHeader(v, k); ok {
			blocks = append(blocks, b)
			k = end
			continue
		}
		fv, _, next := value(k, m)
		b := mailBlock{at: k, dateSeg: -1, from: addresses(fv)}
		seen := 0
		j := next + 1
		for ; j < len(v.segs) && j <= k+14; j++ {
			if v.segs[j].blank {
				if seen > 0 {
					break
				}
				continue
			}
			hm := reMailHeader.FindStringSubmatch(v.segs[j].text)
			at := j
			if hm != nil {
				hm[2], at, j = value(j, hm)
			}
			if hm == nil && seen == 0 && reWebmailDate.MatchString(strings.TrimSpace(v.segs[j].text)) {
				b.dateSeg = j // a printed webmail message's date, under its sender
				continue
			}
			if hm == nil {
				// A wrapped address list continues the previous header.
				if seen > 0 && strings.Contains(v.segs[j].text, "@") && len(b.to) > 0 {
					b.to = append(b.to, addresses(v.segs[j].text)...)
					continue
				}
				break
			}
			seen++
			switch strings.ToLower(hm[1]) {
			case "to", "cc", "bcc":
				b.to = append(b.to, addresses(hm[2])...)
			case "sent", "date":
				b.dateSeg = at
			case "subject":
				b.subject = strings.TrimSpace(hm[2])
			}
		}
		if seen > 0 {
			b.to = append(b.to, memoAddressees(v, k)...)
			blocks = append(blocks, b)
			k = j - 1
		}
	}
	return blocks
}

// columnHeader reads a header whose labels a PDF's text sets out as a
// column ("From:" "Sent:" "To:" "Cc:" "Subject:", each alone on its line)
// and then its values in the same order, from the "From:" line at seg k:
// the block, the last seg it holds, and whether it is one.
func columnHeader(v *pageView, k int) (mailBlock, int, bool) {
	var labels []string
	j := k
	for ; j < len(v.segs) && !v.segs[j].blank; j++ {
		m := reMailHeader.FindStringSubmatch(v.segs[j].text)
		if m == nil || strings.TrimSpace(m[2]) != "" {
			break
		}
		labels = append(labels, strings.ToLower(m[1]))
	}
	if len(labels) < 3 {
		return mailBlock{}, 0, false
	}
	var vals []int
	for ; j < len(v.segs) && len(vals) < len(labels); j++ {
		if v.segs[j].blank {
			continue
		}
		if reMailHeader.MatchString(v.segs[j].text) {
			return mailBlock{}, 0, false
		}
		vals = append(vals, j)
	}
	if len(vals) < len(labels) {
		return mailBlock{}, 0, false
	}
	b := mailBlock{at: k, dateSeg: -1}
	for i, l := range labels {
		t := v.segs[vals[i]].text
		switch l {
		case "from":
			b.from = addresses(t)
		case "to", "cc", "bcc":
			b.to = append(b.to, addresses(t)...)
		case "sent", "date":
			b.dateSeg = vals[i]
		case "subject":
			b.subject = strings.TrimSpace(t)
		}
	}
	return b, vals[len(vals)-1], true
}

// addresses reads the display names from an address list: "Jane Roe
// <jr@x.com>; Roe, John <j@x.com>" or bare names separated by semicolons. A
// bare address without a name yields nothing.
func addresses(s string) []string {
	s = reBracketed.ReplaceAllString(s, " ")
	var out []string
	if ms := reAddr.FindAllStringSubmatch(s, -1); ms != nil {
		for _, m := range ms {
			if m[1] != "" {
				out = append(out, displayName(m[1]))
			}
		}
		return out
	}
	for _, p := range strings.Split(s, ";") {
		if strings.Count(p, ",") > 1 {
			for _, q := range strings.Split(p, ",") {
				out = append(out, displayName(q))
			}
			continue
		}
		out = append(out, displayName(p))
	}
	return out
}

var reBracketed = regexp.MustCompile(`\[[^\]]*\]|\([^)]*@[^)]*\)`)

// displayName turns "Roe, Jane" into "Jane Roe" and trims quotes.
func displayName(s string) string {
	s = reBracketed.ReplaceAllString(s, " ")
	s = strings.Trim(strings.TrimSpace(s), `"' `)
	if i := strings.Index(s, ","); i > 0 && strings.Count(s, ",") == 1 {
		last, first := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
		if isJobTitle(first) {
			return last // "Daniel Fenwick, Plant Manager"
		}
		if len(strings.Fields(last)) <= 2 && len(strings.Fields(first)) <= 2 && first != "" && !reSuffixOnly.MatchString(first) {
			return first + " " + last
		}
	}
	return s
}

// emails records senders and recipients from email headers and from
// "On <date>, Name <address> wrote:" lines.
func (r *rulesRun) emails(v *pageView) {
	for _, b := range mailHeaders(v) {
		for _, n := range b.from {
			r.mailParty(v, n, RoleSender)
		}
		for _, n := range b.to {
			r.mailParty(v, n, RoleRecipient)
		}
	}
	// "On <date>, A <a@x> wrote:" quotes A's earlier message inside a reply:
	// A sent it, and whoever sent the reply above it received it.
	blocks := mailHeaders(v)
	for _, p := range v.paras {
		for _, m := range reWrote.FindAllStringSubmatchIndex(p.text, -1) {
			n := reLeadTime.ReplaceAllString(displayName(p.text[m[2]:m[3]]), "")
			if !isPersonName(cleanName(n)) {
				continue
			}
			if a := strings.Index(p.text[m[2]:m[3]], n); a >= 0 {
				r.party(v, n, RoleSender, "", p.text, m[2]+a, m[2]+a+len(n))
			} else {
				r.party(v, n, RoleSender, "", p.text, m[2], m[3])
			}
			var above *mailBlock
			for i := range blocks {
				if blocks[i].at < p.first {
					above = &blocks[i]
				}
			}
			if above != nil {
				for _, f := range above.from {
					if NameKey(f) != NameKey(n) {
						r.mailParty(v, f, RoleRecipient)
					}
				}
			}
		}
	}
}

func (r *rulesRun) mailParty(v *pageView, name, role string) {
	n := cleanName(name)
	if n == "" || strings.Contains(n, "@") {
		return
	}
	// Cite the header line that names them (as written, maybe "Roe, Jane").
	for k, s := range v.segs {
		if s.blank || !strings.Contains(s.text, "@") && !reMailHeader.MatchString(s.text) {
			continue
		}
		val := s.text
		if hm := reMailHeader.FindStringSubmatch(s.text); hm != nil {
			val = hm[2]
			// A printout that sets the labels in a column apart from the
			// values puts "Cc:" on one line and "Roe, Jane; Doe, John" on
			// the next, with no address to mark it (mailHeaders reads it
			// so).
			if strings.TrimSpace(val) == "" && k+1 < len(v.segs) && !v.segs[k+1].blank && !reMailHeader.MatchString(v.segs[k+1].text) {
				s = v.segs[k+1]
				val = s.text
			}
		}
		for _, a := range addresses(val) {
			if cleanName(a) == n {
				r.party(v, r.fullerSpelling(v, n), role, "", s.text, 0, len(s.text))
				return
			}
		}
	}
	// A header set out as a column of labels, then of values: the value's
	// own line names them.
	for _, b := range mailHeaders(v) {
		for j := b.at; j < len(v.segs) && j <= b.at+14; j++ {
			if v.segs[j].blank || reMailHeader.MatchString(v.segs[j].text) {
				continue
			}
			for _, a := range addresses(v.segs[j].text) {
				if cleanName(a) == n {
					r.party(v, r.fullerSpelling(v, n), role, "", v.segs[j].text, 0, len(v.segs[j].text))
					return
				}
			}
		}
	}
}

// emailEvents names the date line of each email header block with the
// email it dates: "Email from A to B: Subject".
func (r *rulesRun) emailEvents(v *pageView) map[int]string {
	out := map[int]string{}
	for _, b := range mailHeaders(v) {
		if b.dateSeg < 0 {
			continue
		}
		ev := "Email"
		if len(b.from) > 0 {
			ev += " from " + cleanName(b.from[0])
		}
		if len(b.to) > 0 {
			var to []string
			for _, n := range b.to {
				if n = cleanName(n); n != "" {
					to = append(to, n)
				}
			}
			if len(to) > 0 {
				ev += " to " + strings.Join(to, ", ")
			}
		}
		if b.subject != "" {
			ev += ": " + b.subject
		}
		out[b.dateSeg] = ev
	}
	return out
}

var (
	reBetween = regexp.MustCompile(`(?i)\bbetween\s+(.{3,200}?)\s*,?\s+and\s+(.{3,200}?)(?:\.\s|\.$|;|\s+\((?:each|together|collectively)|\s+(?:for|to|in|with|regarding|concerning|whereby|under|pursuant)\s)`)
	// reTreatyBefore ends the words before a treaty's "between": the
	// convention or treaty it titles.
	reTreatyBefore = regexp.MustCompile(`(?i)\b(?:convention|treaty|protocol|charter)\b[^.;()]{0,90}$`)
	// reTreatyAfter is an investment treaty's title after its parties.
	reTreatyAfter = regexp.MustCompile(`(?i)\bfor\s+the\s+(?:reciprocal\s+)?(?:promotion|encouragement|protection)\s+(?:and\s+(?:reciprocal\s+)?protection\s+)?of\s+investments?\b`)
	reDefined     = regexp.MustCompile(`\(\s*(?:the\s+|hereinafter(?:\s+referred\s+to\s+as)?\s+|each\s+a\s+)?["“'](\p{Lu}[\p{L}\p{M}\- ]{1,30})["”']\s*\)`)
	reAgreement   = regexp.MustCompile(`(?i)\b(?:agreement|contract|lease|note|guaranty|guarantee|license|licence|memorandum of understanding|settlement|deed|indenture|purchase order|engagement letter|bill of sale)\b`)
)

// contract records the parties to an agreement: "between A (“Seller”) and
// B (“Buyer”)", in a sentence that names an agreement.
func (r *rulesRun) contract(v *pageView) {
	for _, p := range v.paras {
		t := p.text
		if !strings.Contains(t, "between") && !strings.Contains(t, "BETWEEN") && !strings.Contains(t, "Between") || !reAgreement.MatchString(t) && !reAgreedBetween.MatchString(t) {
			continue
		}
		for _, m := range reBetween.FindAllStringSubmatchIndex(t, 2) {
			if pre := t[max(0, m[0]-300):m[0]]; !reAgreement.MatchString(pre) && !reAgreedBetween.MatchString(pre) {
				continue
			}
			// A treaty's title names the States it binds, not parties to
			// a contract in the matter: "the Convention on the Settlement of
			// Investment Disputes between States and Nationals of Other
			// States", "the Agreement between X and Y for the Promotion and
			// Protection of Investments".
			if reTreatyBefore.MatchString(t[max(0, m[0]-120):m[0]]) || reTreatyAfter.MatchString(t[m[0]:min(len(t), m[1]+80)]) {
				continue
			}
			sides := [][2]int{{m[2], m[3]}, {m[4], m[5]}}
			// "between A ("Carrier"), and B" split after the defined term.
			if d := reDefined.FindStringIndex(t[m[2]:m[5]]); d != nil {
				end := m[2] + d[1]
				rest := t[end:m[5]]
				if am := regexp.MustCompile(`^\s*,?\s*and\s+`).FindStringIndex(rest); am != nil {
					sides = [][2]int{{m[2], end}, {end + am[1], m[5]}}
				}
			}
			for _, sd := range sides {
				side := t[sd[0]:sd[1]]
				term := ""
				if dm := reDefined.FindStringSubmatch(side); dm != nil {
					term = dm[1]
				}
				// "ACME LIMITED as Owners of the vessel ...": the role after "as".
				if am := reAsRole.FindStringSubmatchIndex(side); am != nil {
					if term == "" {
						term = side[am[2]:am[3]]
					}
					side = side[:am[0]]
				}
				// Drop what follows the name: ", a Delaware corporation", "(...)".
				name := side
				if i := strings.Index(name, "("); i > 0 {
					name = name[:i]
				}
				n := leadingName(name)
				if n == "" {
					continue
				}
				if a := strings.Index(t, n); a >= 0 {
					r.party(v, n, RoleParty, term, t, a, a+len(n))
				}
			}
		}
	}
	r.definedParties(v)
	r.labelledParties(v)
}

// reRoleLabel is a form's party label: "Buyer:", "LANDLORD:", "Seller-Creditor
// (Name and Address):", "Borrower Name:".
var reRoleLabel = regexp.MustCompile(`^(?i)((?:co-)?(?:named insured|first named insured|additional insured|insured|insurer|policyholder|company|buyer|seller|purchaser|landlord|tenant|lessor|lessee|lender|borrower|guarantor|licensor|licensee|employer|employee|contractor|owner|customer|supplier|vendor|debtor|creditor|mortgagor|mortgagee|assignor|assignee)(?:[- /](?:creditor|debtor|lender|borrower))?)\s*(?:\(?\s*(?:full\s+|legal\s+)?name(?:\s+and\s+address)?\s*\)?)?\s*:\s*(.+)$`)

// reHeadingColon is a heading of its own over a signature ("APPROVED:",
// "APPROVED AS TO FORM:", "WITNESS:"): words and a colon, nothing after.
var reHeadingColon = regexp.MustCompile(`^[A-Za-z][A-Za-z ,&'’-]{2,40}:$`)

// reSigLabel is a signature block's own label left blank ("Date:",
// "Title:"): no heading.
var reSigLabel = regexp.MustCompile(`(?i)^(?:name|title|its|date|dated|by|signature|print(?:ed)?\s+name)\s*:$`)

var reAccepted = regexp.MustCompile(`^(?i:(?:accepted|agreed|acknowledged)(?:,? and (?:accepted|agreed))?(?: to)?(?: by)?)\s*:?`)

var reInsuranceForm = regexp.MustCompile(`(?i)\b(?:policy (?:number|period|no\.?)|declarations|insurance)\b`)

// labelledParties records the parties a contract form names by label
// ("Buyer: Jorge Mendez"), on pages that speak of an agreement or contract.
func (r *rulesRun) labelledParties(v *pageView) {
	// "Accepted and agreed: /s/ Name": whoever countersigns is a party. A
	// company signs "By:" an officer under its name, so the company is
	// the party and the officer no party of her own; a person signs in
	// his own name, maybe again "individually" after signing for his
	// company. The block runs to the next heading of its own
	// ("APPROVED:") or a lawyer's line.
	for k, sg := range v.segs {
		if sg.blank || !reAccepted.MatchString(sg.text) {
			continue
		}
		entity, entitySeg, signed := "", -1, 0
		for j := k; j < len(v.segs) && j <= k+24; j++ {
			t := v.segs[j].text
			if j == k {
				t = reAccepted.ReplaceAllString(t, "")
			}
			tt := strings.TrimSpace(t)
			if tt == "" {
				continue
			}
			if j > k && (reHeadingColon.MatchString(tt) && !reAccepted.MatchString(tt) && !reSigLabel.MatchString(tt) || reAttorneysFor.MatchString(tt)) {
				break
			}
			m := reSigned.FindStringSubmatch(tt)
			if m == nil {
				if n := cleanName(tt); n != "" && reSuffixOnly.MatchString(lastWord(n)) && !strings.Contains(tt, ":") && !lawFirm(n) {
					entity, entitySeg = n, j
				}
				if signed == 0 && j > k+3 {
					break // no signature under the heading
				}
				continue
			}
			signed++
			name := m[1]
			if i := strings.Index(name, "  "); i > 0 {
				name = name[:i]
			}
			if i := regexp.MustCompile(`\s+(?:Date|Dated|Title|By)\b`).FindStringIndex(name); i != nil {
				name = name[:i[0]]
			}
			if strings.HasPrefix(strings.ToLower(tt), "by") && entity != "" {
				et := v.segs[entitySeg].text
				r.party(v, entity, RoleParty, "", et, 0, len(et))
				entity = ""
				continue
			}
			role := RoleParty
			for x := j + 1; x < len(v.segs) && x <= j+2 && !v.segs[x].blank; x++ {
				if reAttorneysFor.MatchString(v.segs[x].text) {
					role = RoleCounsel // a lawyer agrees for a client ("Rule 11" letters): "Name, Attorney for Plaintiff"
				}
			}
			if n := cleanName(name); isPersonName(n) || role == RoleParty && n != "" && reSuffixOnly.MatchString(lastWord(n)) {
				r.party(v, n, role, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
			entity = ""
		}
	}
	if !reAgreement.MatchString(v.norm) && !reInsuranceForm.MatchString(v.norm) {
		return
	}
	for _, sg := range v.segs {
		if sg.blank || !strings.Contains(sg.text, ":") {
			continue
		}
		m := reRoleLabel.FindStringSubmatchIndex(sg.text)
		if m == nil {
			continue
		}
		val := sg.text[m[4]:m[5]]
		if i := reSigMark.FindStringIndex(val); i != nil && i[0] == 0 {
			continue // "Buyer Signs: /s/ ..." is a signature, not the party line
		}
		n := leadingName(val)
		if n == "" || strings.EqualFold(n, "none") || strings.EqualFold(n, "n/a") {
			continue
		}
		term := titleCase(strings.ToUpper(sg.text[m[2]:m[3]]))
		if a := strings.Index(sg.text, n); a >= 0 {
			r.party(v, n, RoleParty, term, sg.text, a, a+len(n))
		}
	}
}

var (
	reAgreedBetween = regexp.MustCompile(`(?i)\b(?:agreed|made|entered into|executed)\b`)
	reAsRole        = regexp.MustCompile(`\s+as\s+(?:the\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b`)
	// reSuffixOf cuts "ORION SHIPPING S.A. of Panama City" after the suffix.
	reSuffixOf = regexp.MustCompile(`(?i)\b(inc|llc|ltd|limited|corp|corporation|plc|s\.a|gmbh|b\.v|n\.v|ag|lp|llp|company|co)\.?\s+of\s+[A-Z].*$`)
)

// caseClasses are the papers of the case itself, whose defined terms are
// short names and no contract's roles.
var caseClasses = map[DocClass]bool{ClassPleading: true, ClassOrder: true, ClassDeclaration: true, ClassTranscript: true}

// contractRoles are the defined terms by which agreements name their
// parties; a name followed by one of them in quotes is a party.
var contractRoles = map[string]bool{
	"landlord": true, "tenant": true, "lessor": true, "lessee": true, "seller": true, "buyer": true, "purchaser": true,
	"vendor": true, "lender": true, "borrower": true, "guarantor": true, "licensor": true, "licensee": true,
	"employer": true, "employee": true, "contractor": true, "subcontractor": true, "owner": true, "client": true,
	"consultant": true, "customer": true, "supplier": true, "distributor": true, "franchisor": true, "franchisee": true,
	"pledgor": true, "pledgee": true, "assignor": true, "assignee": true, "grantor": true, "grantee": true,
	"mortgagor": true, "mortgagee": true, "carrier": true, "shipper": true, "provider": true, "recipient": true,
	"disclosing party": true, "receiving party": true, "investor": true, "issuer": true, "executive": true,
	"company": true, "partnership": true, "corporation": true, "maker": true, "holder": true, "payee": true,
	"payor": true, "obligor": true, "obligee": true, "secured party": true, "trustor": true, "insured": true,
	"insurer": true, "developer": true, "architect": true, "broker": true, "servicer": true, "administrator": true,
	"sublandlord": true, "subtenant": true, "manufacturer": true, "agent": true, "principal": true, "releasor": true, "releasee": true,
}

var reTermAfter = regexp.MustCompile(`\(\s*(?:the\s+|each\s+a\s+|hereinafter(?:\s+referred\s+to\s+as)?\s+)?["“'](\p{Lu}[\p{L}\p{M}\- ]{1,30})["”'](?:\s*(?:,|or|and)\s*(?:the\s+)?["“'](\p{Lu}[\p{L}\p{M}\- ]{1,30})["”'])?\s*\)`)

// definedParties records a party wherever a name carries a contract role as
// its defined term: `THEO VASSILIOU, residing at ... ("Guarantor")`.
func (r *rulesRun) definedParties(v *pageView) {
	// A pleading, a ruling, a declaration or a transcript defines its
	// parties by their terms for short ("Landlord", the "Company"): the
	// case's roles name them, and the contract role is a contract's.
	if caseClasses[r.class] {
		return
	}
	for _, p := range v.paras {
		t := p.text
		if !strings.Contains(t, "(") {
			continue
		}
		for _, m := range reTermAfter.FindAllStringSubmatchIndex(t, -1) {
			term := t[m[2]:m[3]]
			if !contractRoles[strings.ToLower(term)] && m[4] >= 0 {
				term = t[m[4]:m[5]] // (“Gulfstream” or the “Company”)
			}
			if !contractRoles[strings.ToLower(term)] {
				continue
			}
			// The name: after the last boundary before the term.
			before := t[max(0, m[0]-220):m[0]]
			cut := 0
			for _, b := range []string{" between ", " and ", " undersigned, ", " by ", ": ", ". ", "; ", " among ", " with ", ")"} {
				if i := strings.LastIndex(before, b); i >= 0 && i+len(b) > cut {
					cut = i + len(b)
				}
			}
			n := leadingName(before[cut:])
			if n == "" {
				n = trailingName(before)
			}
			if n == "" {
				continue
			}
			if a := strings.Index(t, n); a >= 0 {
				r.party(v, n, RoleParty, term, t, a, a+len(n))
			}
		}
	}
}

// aliases records the names a document defines for a party, in any kind of
// document: 'ACME CORP. ("Plaintiff" or "Acme")', 'Harborline Shipping
// Corp. (the "Company")', 'Jane Roe (hereinafter "Roe")'. An alias is not a
// party of its own: the Brief attaches it to the party of that name.
func (r *rulesRun) aliases(v *pageView) {
	for _, p := range v.paras {
		t := p.text
		if !strings.Contains(t, "(") {
			continue
		}
		for _, m := range reTermAfter.FindAllStringSubmatchIndex(t, -1) {
			before := t[max(0, m[0]-220):m[0]]
			cut := 0
			for _, b := range []string{" between ", " and ", " undersigned, ", " by ", ": ", ". ", "; ", " among ", " with ", ")", "\n"} {
				if i := strings.LastIndex(before, b); i >= 0 && i+len(b) > cut {
					cut = i + len(b)
				}
			}
			n := leadingName(before[cut:])
			if n == "" {
				n = trailingName(before)
			}
			n = cleanName(n)
			if n == "" || NameKey(n) == "" {
				continue
			}
			a := strings.LastIndex(t[:m[0]], n)
			if a < 0 {
				continue
			}
			c, ok := r.cite(v, groundedQuote(v.norm, t, a, m[1], maxQuote))
			if !ok {
				continue
			}
			for _, g := range [][2]int{{m[2], m[3]}, {m[4], m[5]}} {
				if g[0] < 0 {
					continue
				}
				if term := strings.TrimSpace(t[g[0]:g[1]]); NameKey(term) != "" && NameKey(term) != NameKey(n) {
					r.out.Aliases = append(r.out.Aliases, Alias{Name: n, Alias: term, Citation: c})
				}
			}
		}
	}
}

var reTrailingDesc = regexp.MustCompile(`,\s+(?:an?|the|its|having|residing|located|with)\s[^,]*,?\s*$`)

// trailingName is the run of capitalised words (with company suffixes and
// inner "of", "and", "&") that ends s: "On behalf of Helix Biosciences,
// Inc." gives "Helix Biosciences, Inc.".
func trailingName(s string) string {
	if m := reTrailingDesc.FindStringIndex(s); m != nil {
		s = s[:m[0]]
	}
	words := strings.Fields(s)
	i := len(words)
	for i > 0 {
		w := words[i-1]
		core := strings.Trim(w, ",.")
		r, _ := firstRune(core)
		if unicode.IsUpper(r) || reSuffixOnly.MatchString(core) || (smallWords[strings.ToLower(core)] || core == "&") && i < len(words) {
			i--
			continue
		}
		break
	}
	for i < len(words) && (smallWords[strings.ToLower(words[i])] || words[i] == "&") {
		i++
	}
	if i >= len(words) || len(words)-i > 8 {
		return ""
	}
	n := cleanName(reLeadRole.ReplaceAllString(strings.Join(words[i:], " "), ""))
	if n == "" || strings.ContainsAny(n, "0123456789") || isHeading(n) && len(strings.Fields(n)) > 6 {
		return ""
	}
	return n
}

var reLeadRole = regexp.MustCompile(`^(?:the\s+|The\s+)?` + labelWords + `\s+`)

// leadingName is the name at the start of s, before its descriptors: comma
// pieces up to the first that starts in lower case or holds a digit (", a
// Delaware corporation", ", having an office at 120 Court Street"), with
// company suffixes kept ("Acme, Inc."). "" when s does not start with one.
func leadingName(s string) string {
	var parts []string
	for i, piece := range strings.Split(s, ",") {
		t := strings.TrimSpace(piece)
		if t == "" {
			break
		}
		if i > 0 && reSuffixOnly.MatchString(t) {
			parts[len(parts)-1] += ", " + t
			continue
		}
		if i > 0 {
			break
		}
		parts = append(parts, t)
	}
	if len(parts) == 0 {
		return ""
	}
	first := parts[0]
	if m := reSuffixOf.FindStringSubmatchIndex(first); m != nil {
		first = first[:m[3]] + "."
		first = strings.Replace(first, "..", ".", 1)
	}
	n := cleanName(reTrailDesc.ReplaceAllString(reLeadRole.ReplaceAllString(first, ""), ""))
	if n == "" || strings.ContainsAny(n, "0123456789") || len(strings.Fields(n)) > 8 {
		return ""
	}
	for _, w := range strings.Fields(n) {
		if r, _ := firstRune(w); !unicode.IsUpper(r) && !smallWords[strings.ToLower(w)] && w != "&" {
			return ""
		}
	}
	return n
}

// reFirmRankLine is a lawyer's rank in a firm, on its own line under the
// name: "Partner", "Senior Associate", "Of Counsel".
var reFirmRankLine = regexp.MustCompile(`^(?i:(?:senior\s+|managing\s+|equity\s+|salaried\s+)?(?:partner|associate)|of\s+counsel|consultant|trainee\s+solicitor|legal\s+executive)$`)

// reSettledBy is counsel's settling of a pleading: "Settled by" beside the
// name, which a reading-order extraction may print on the line above or
// below it.
var reSettledBy = regexp.MustCompile(`^(?i:settled\s+by)\s*:?\s*(.*)$`)

// reAppealBy names who brings an appeal in a decision's opening: "This is
// an appeal by Ballyrane Fresh Foods Limited against the decision", "an
// appeal by the claimant, Mr Lockwood, against".
var reAppealBy = regexp.MustCompile(`\b(?:[Tt]his|[Tt]he|[Aa]n)\s+appeal\s+(?:is\s+)?(?:brought\s+)?by\s+(?:the\s+(?:claimant|respondent|employer|employee|complainant|applicant|plaintiff|defendant|worker|union|petitioner|taxpayer),\s+)?((?:(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}.&'’\-]*(?:\s+(?:\p{Lu}[\p{L}.&'’\-]*|of|and|&)){0,7}?)\s*,?\s+(?:against|from)\b`)

var reBodyRole = regexp.MustCompile(`\b(Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Claimants?)\s+((?:[A-Z][\w.&'’\-]*,?\s+|(?:of|and|de|la|van|von|&)\s+){0,7}[A-Z][\w.&'’\-]*)(?:\s*\(|,\s+(?:by|through)\b)`)

// reBodyRoleComma is the pleading's opening with the name set off by commas:
// "COMES NOW Plaintiff, JANE ROE, by and through her counsel" (only with
// the party's own attorneys after it: "counsel for Defendant, Helen Marsh,
// by ECF" names the lawyer, not the client).
// reBodyRoleAppos is a party named in apposition to its label: "the
// petitioner, Caroline E. Whitfield, moves".
var reBodyRoleAppos = regexp.MustCompile(`\b[Tt]he\s+(?i:(` + labelWords + `))\s*,\s+((?:[A-Z][\w.'’\-]*\s+){1,5}[A-Z][\w.'’\-]*)\s*,`)

var reBodyRoleComma = regexp.MustCompile(`\b(Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Claimants?),\s+((?:[A-Z][\w.&'’\-]*,?\s+|(?:of|and|de|la|van|von|&)\s+){0,7}[A-Z][\w.&'’\-]*),\s+(?:by\s+and\s+through|by|through)\s+(?:(?:his|her|its|their)\s+)?(?:(?:undersigned|respective)\s+)?(?:attorneys?|counsel)\b`)

// reNumberedRole names a numbered party in prose, as Indian and English
// pleadings do: "the respondent No. 2 is the Central Board of ...",
// "Defendant No. 1, Acme Ltd.,".
var reNumberedRole = regexp.MustCompile(`\b((?i:petitioner|respondent|plaintiff|defendant|appellant|appellee|claimant))\s+(?i:no)\.?\s*\d{1,2}(?:\s+(?:is|was)\s+(?:the\s+)?|,\s+(?:the\s+)?)((?:[A-Z][\w.&'’\-]*)(?:\s+(?:[A-Z][\w.&'’\-]*|of|and|for|the|&)){0,8})`)

// numberedRoles runs reNumberedRole only where "No" is written.
func numberedRoles(t string) [][]int {
	if !strings.Contains(t, "No") && !strings.Contains(t, "no.") && !strings.Contains(t, "NO") {
		return nil
	}
	return reNumberedRole.FindAllStringSubmatchIndex(t, -1)
}

// reCounselColon is a lawyers' label before a colon: "Counsel for
// Claimant:", "Attorneys for the Respondents:".
var reCounselColon = regexp.MustCompile(`(?i)^(?:counsel|attorneys?|solicitors?|advocates?|representatives?)\s+(?:for|to)\s+(?:the\s+)?(?:` + labelWords + `|government|people|state|prosecution|defen[cs]e)\s*:\s*`)

// reInstructed is what follows a barrister's name in English practice:
// "(instructed by Hale & Co)".
var reInstructed = regexp.MustCompile(`(?i)\s*\(\s*instructed\s+by[^)]*\)`)

// lawyersIn reads the lawyers named in s, a list after a label ("Jane
// Doe, Esq., Doe Law LLP"; "Mr John Smith (instructed by X)"; "Ms A KC and
// Mr B"): each person is counsel, firms and asides are left out.
func (r *rulesRun) lawyersIn(v *pageView, s, line string) {
	s = reWithHimAside.ReplaceAllString(s, ", $1$2,")
	s = reInstructed.ReplaceAllString(s, "")
	s = reEsqComma.ReplaceAllString(s, " Esq.")
	for _, piece := range splitEntries(reCoSplit.ReplaceAllString(reAndSplit.ReplaceAllString(s, ","), ",")) {
		piece = strings.TrimSpace(reAnyParen.ReplaceAllString(piece, ""))
		if i := strings.Index(piece, " of "); i > 0 {
			piece = piece[:i] // "Mark Lee of Lee & Co."
		}
		if n := lawyerPiece(piece); n != "" {
			r.party(v, n, RoleCounsel, "", line, 0, len(line))
		}
	}
}

// reWithHimAside is a junior named in brackets after the lead: "Lim Wei
// Jian (with him Nurul Aina binti Kamarudin)", "Lee Chun Hao (Aisyah
// binti Kamal with him)". The junior is group 1 or group 2.
var reWithHimAside = regexp.MustCompile(`\((?:(?i:with\s+(?:him|her|them)|together\s+with|assisted\s+by|along\s+with)\s+([^()]{3,80})|([^()]{3,80}?)\s+(?i:with\s+(?:him|her|them)))\)`)

// inBrackets reports whether position i of t stands inside brackets: "cc:
// Jane Roe, Esq. (counsel for Petitioner)" says what the name before is.
func inBrackets(t string, i int) bool {
	return strings.LastIndex(t[:i], "(") > strings.LastIndex(t[:i], ")")
}

// reLawyerAfter is a lawyer named after the party a recital says they act
// for: ", Ms Imogen Clarke" (or ": Ms Imogen Clarke" after a label), or
// the next lawyer it names: ", and Mr Tom Hale, solicitor for the
// Defendant".
var reLawyerAfter = regexp.MustCompile(`^\s*(?:[,:]\s*)?(?:and\s+|&\s*)?(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+[A-Z]`)

// reForParty is what precedes a party's label when the name after it is
// the party's lawyer: "Counsel for the", "solicitors to the".
var reForParty = regexp.MustCompile(`(?i)\b(?:counsel|solicitors?|attorneys?|advocates?|barristers?|lawyers?|representatives?)\s+(?:for|to)\s+(?:the\s+)?(?:first\s+|second\s+|third\s+)?$`)

// reInstructedBefore ends an English counsel line before its party's
// label: "(instructed by Hale & Co) for the".
var reInstructedBefore = regexp.MustCompile(`(?i)\)\s*,?\s*(?:appeared\s+)?for\s+(?:the\s+)?$`)

var (
	// reFilerOpening opens a motion or an objection by its filer, who
	// acts "by counsel": "Marcia L. Oberholtzer, the duly appointed
	// Chapter 7 trustee (the "Trustee") of the estate of X, by counsel,
	// moves the Court", "First Federal Savings of Medina ("First Federal"),
	// a secured creditor, by counsel, files this limited objection".
	reFilerOpening = regexp.MustCompile(`(\p{Lu}[\p{L}.,'’&\- ]{2,80}?)\s*(?:\([^)]{0,60}\))?,\s+(?:[^;]{0,240}?,\s+)?(?:by\s+(?:and\s+through\s+)?|through\s+)(?:(?:its|his|her|their)\s+)?(?:undersigned\s+|proposed\s+)?(?:counsel|attorneys?),?\s+(?:hereby\s+)?(moves|applies|requests|files|submits|objects|responds)\b`)
)

var (
	// reTrusteeLine is a bankruptcy trustee's office alone on its line.
	reTrusteeLine = regexp.MustCompile(`^(?i:(?:standing\s+)?chapter\s+(?:7|12|13)\s+trustee)$`)
	// reTrusteeAfter is a trustee named with the office after a comma.
	reTrusteeAfter = regexp.MustCompile(`^(?:/s/\s*)?(\p{Lu}[\p{L}.'’\- ]{3,50}?)(?:\s*\(\d{4,9}\))?,\s+(?i:(?:the\s+)?(?:standing\s+)?chapter\s+(?:7|12|13)\s+trustee)\b`)
	// reBarParen is a lawyer's registration number in brackets.
	reBarParen = regexp.MustCompile(`\s*\(\d{4,9}\)\s*$`)
)

// properName says whether n is a name of two words or more, each
// capitalised but for the small words between ("First Federal Savings of
// Medina").
func properName(n string) bool {
	w := strings.Fields(n)
	if len(w) < 2 {
		return false
	}
	for _, x := range w {
		if !startsUpper(x) && !smallWords[strings.ToLower(x)] {
			return false
		}
	}
	return true
}

// bankruptcyFilers reads who objects or responds to a motion in a
// bankruptcy case by counsel: an objector is a party to the contest, who
// responds the motion's respondent. The one who moves is left to the
// caption's "Movant" label, as the matters key a movant's role by it.
func (r *rulesRun) bankruptcyFilers(v *pageView) {
	if !reBankruptcyCase.MatchString(v.norm) {
		return
	}
	// The case's trustee, a party in interest: "Lauren A. Helbling,
	// Chapter 13 Trustee", or the name over "Chapter 13 Trustee"; unless
	// the paper's caption makes the trustee a side (an adversary
	// proceeding's plaintiff, a motion's respondent).
	sided := func(n string) bool {
		for _, p := range r.out.Parties {
			if captionRole[p.Role] && NameKey(p.Name) == NameKey(n) {
				return true
			}
		}
		return false
	}
	for k, sg := range v.segs {
		t := strings.TrimSpace(sg.text)
		if sg.blank {
			continue
		}
		if m := reTrusteeAfter.FindStringSubmatch(t); m != nil {
			if n := cleanName(m[1]); isPersonName(n) && !sided(n) {
				r.party(v, n, RoleParty, "", sg.text, 0, len(sg.text))
			}
			continue
		}
		if !reTrusteeLine.MatchString(t) {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-2; j-- {
			if v.segs[j].blank {
				continue
			}
			pt := reBarParen.ReplaceAllString(strings.TrimSpace(v.segs[j].text), "")
			if n := cleanName(pt); isPersonName(n) && !sided(n) {
				r.party(v, n, RoleParty, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
			break
		}
	}
	for _, p := range v.paras {
		m := reFilerOpening.FindStringSubmatchIndex(p.text)
		if m == nil {
			continue
		}
		// The opening starts the paragraph, or follows the paper's title
		// run into it ("... (DOC. 41) First Federal ...").
		if before := strings.TrimSpace(p.text[:m[2]]); before != "" && !strings.HasSuffix(before, ")") && !strings.HasSuffix(before, ".") && !isHeading(before) {
			continue
		}
		lead := p.text[m[2]:m[3]]
		verb := p.text[m[4]:m[5]]
		role := RoleParty
		switch verb {
		case "moves", "applies", "requests":
			continue // a movant's role the matters key apart (a caption's "Movant", a creditor's motion for relief)
		case "responds":
			// "Debtor Gloria N. Okafor, through counsel, responds to the
			// Motion": the motion's respondent, whatever the caption
			// calls her.
			role = RoleRespondent
			if lm := reLeadLabel.FindStringSubmatchIndex(lead); lm != nil {
				lead = lead[lm[4]:]
			}
		default:
			if reLeadLabel.MatchString(lead) {
				continue // "Defendant X, by counsel, files": the caption's side already
			}
		}
		n := cleanName(strings.TrimRight(lead, " ,"))
		if !isPersonName(n) && !isEntityName(n) && !properName(n) {
			continue
		}
		r.party(v, n, role, "", p.text, m[2], m[3])
	}
}

// bodyParties records parties introduced in the body with their role and a
// defined term or counsel: `Plaintiff Jane Roe ("Roe")`, `Defendants A and B,
// by their attorneys`.
func (r *rulesRun) bodyParties(v *pageView) {
	r.bankruptcyFilers(v)
	for _, p := range v.paras {
		t := p.text
		for _, m := range numberedRoles(t) {
			n := t[m[4]:m[5]]
			for {
				w := lastWord(n)
				if w != "of" && w != "and" && w != "for" && w != "the" && w != "&" {
					break
				}
				n = strings.TrimSpace(strings.TrimSuffix(n, w))
			}
			if n = cleanName(n); n != "" {
				r.party(v, n, roleOf(t[m[2]:m[3]]), "", t, m[4], m[4]+len(n))
			}
		}
		for _, m := range reAppealBy.FindAllStringSubmatchIndex(t, -1) {
			if n := cleanName(t[m[2]:m[3]]); n != "" && !notAParty(n) {
				r.party(v, n, RoleAppellant, "", t, m[2], m[3])
			}
		}
		ms := reBodyRole.FindAllStringSubmatchIndex(t, -1)
		ms = append(ms, reBodyRoleAppos.FindAllStringSubmatchIndex(t, -1)...)
		if strings.Contains(t, "ounsel") || strings.Contains(t, "ttorney") || strings.Contains(t, "OUNSEL") || strings.Contains(t, "TTORNEY") {
			ms = append(ms, reBodyRoleComma.FindAllStringSubmatchIndex(t, -1)...)
		}
		for _, m := range ms {
			// "Counsel for the Claimant, Ms X": the lawyer, not the party.
			if reForParty.MatchString(t[max(0, m[2]-40):m[2]]) || reInstructedBefore.MatchString(t[max(0, m[2]-40):m[2]]) || sideWitness(t, m[0]) {
				continue
			}
			role := roleOf(t[m[2]:m[3]])
			for _, n := range splitNames(t[m[4]:m[5]]) {
				if a := strings.Index(t[m[4]:], n); a >= 0 {
					r.party(v, n, role, "", t, m[4]+a, m[4]+a+len(n))
				}
			}
		}
	}
}

var (
	reSalutation = regexp.MustCompile(`^(?:(?:Dear|DEAR)\s+(.{2,60}?)|(?:Respected\s+)?(?:Sir|Sirs|Madam|Sir/Madam|Sir or Madam|SIR|SIRS)|(?i:to whom it may concern|ladies and gentlemen|gentlemen))\s*[:,]?$`)
	// reCC is a letter's copy line: "cc: Name (via email); Name".
	reCC         = regexp.MustCompile(`^(?:(?:cc|CC|Cc|c\.c\.|bcc|Copy to|Copies to|Copied to|COPY TO)(?:\s*\((?i:by|via)\s+e-?mail\))?\s*:?|(?:c|Copy|COPY|Copies)(?:\s*\((?i:by|via)\s+e-?mail\))?\s*:)\s+(.+)$`)
	reAnyParen   = regexp.MustCompile(`\s*\([^)]*\)`)
	reCCSplit    = regexp.MustCompile(`\s*[;,]\s*`)
	reGenericSal = regexp.MustCompile(`(?i)^(?:sirs?|sir or madam|sir/madam|madam|colleagues?|counsel|all|parties|(?:all\s+)?concerned|taxpayers?|customers?|members?|applicants?)$`)
	reClosing    = regexp.MustCompile(`^(?i:very truly yours|yours (?:very )?truly|sincerely(?: yours)?|yours sincerely|yours faithfully|respectfully(?: yours| submitted)?|best regards|kind regards|regards|cordially|with (?:best|kind|warm|kindest) regards|kindest regards|warm(?:est)? regards|best wishes|yours respectfully|faithfully yours|truly yours)\s*,?$`)
	reEsqTail    = regexp.MustCompile(`(?i),?\s+esq\.?$`)
)

// letters reads a letter's sender and recipient: the signer below the
// closing ("Very truly yours,") and the addressees of the inside address
// (insideAddress), or the person whose name the salutation uses ("Dear Mr.
// Whitley:"). A bundle of letters is read letter by letter, each from its
// salutation to its signature; a paper without a salutation is read for
// its service blocks (serviceBlocks).
func (r *rulesRun) letters(views []pageView) {
	read := false
	for pi := 0; pi < len(views); pi++ {
		v := &views[pi]
		r.chargeCaption(v)
		r.fromBlock(v)
		for k, sg := range v.segs {
			if sg.blank {
				continue
			}
			m := reSalutation.FindStringSubmatch(sg.text)
			if m == nil {
				continue
			}
			// The recipient: the inside address (insideAddress), or else an
			// address line naming the saluted person.
			words := strings.Fields(cleanName(m[1]))
			addressed := len(mailHeaders(v)) == 0 && r.insideAddress(v, k, NameKey(letterSigner(views, pi, k)))
			if addressed || m[1] == "" || reGenericSal.MatchString(strings.TrimSpace(m[1])) {
				words = nil
			}
			if len(words) > 0 {
				for j := 0; j < k; j++ {
					t := v.segs[j].text
					if v.segs[j].blank || strings.ContainsAny(t, "@:") {
						continue
					}
					n := cleanName(reEsqTail.ReplaceAllString(t, ""))
					if !isPersonName(n) {
						continue
					}
					nw := strings.Fields(NameKey(n))
					want := NameKey(words[len(words)-1])
					if nw[len(nw)-1] == want || NameKey(words[0]) == nw[0] {
						r.party(v, n, RoleRecipient, "", t, 0, len(t))
						break
					}
				}
			}
			// The sender: the first name line after the closing; whoever
			// the letter is copied to ("cc:") is a recipient too.
			read = true
			end := pi // the page the letter ends on: a bundle's next letter starts after it
			if qi, x := letterSignerAt(views, pi, k); qi >= 0 {
				end = qi
				w := &views[qi]
				signer := letterSigner(views, pi, k)
				r.party(w, signer, RoleSender, "", w.segs[x].text, 0, len(w.segs[x].text))
				// A lawyer's letter ("This firm represents X", "my client")
				// is signed by counsel, as is one signed by a company's
				// general counsel.
				if isPersonName(signer) && (letterOfCounsel(views, pi, qi) || signerIsCounsel(w, x)) {
					r.party(w, signer, RoleCounsel, "", w.segs[x].text, 0, len(w.segs[x].text))
				}
				// A court's letter opinion ("Dear Counsel:") is signed by
				// its judge: "/s/ X" over "Vice Chancellor".
				if isPersonName(signer) && signerIsJudge(w, x) {
					r.party(w, signer, RoleJudge, "", w.segs[x].text, 0, len(w.segs[x].text))
				}
				// A letter signed in a law firm's name gives the lawyer
				// who handles the matter as its contact ("Please ask for:
				// X", "Contact: X, Special Counsel"): counsel, not the sender.
				if lawFirm(signer) || !isPerson(signer) && letterOfCounsel(views, pi, qi) {
					r.letterContacts(views, pi, qi)
				}
				r.copyList(w, x)
			} else {
				r.unclosedSigner(views, pi, k)
			}
			pi = end
			break
		}
	}
	if read {
		r.letterCompanies(views)
		return
	}
	if r.class == ClassLetter || r.class == ClassOther {
		r.unsalutedLetter(views)
	}
	r.serviceBlocks(views)
}

// reFromAlone is a letter's "From," alone on its line over the sender's
// name and address, as Indian notices and statutory forms print it.
var reFromAlone = regexp.MustCompile(`^(?i:from)\s*[,:]?$`)

// fromBlock reads the sender named on the line under "From,".
func (r *rulesRun) fromBlock(v *pageView) {
	for k := 0; k+1 < len(v.segs) && k < 40; k++ {
		if v.segs[k].blank || !reFromAlone.MatchString(strings.TrimSpace(v.segs[k].text)) {
			continue
		}
		t := v.segs[k+1].text
		if n := cleanName(t); n != "" && !notAParty(n) && (isEntityName(n) || isPersonName(n)) {
			r.party(v, n, RoleSender, "", t, 0, len(t))
		}
		return
	}
}

// reLetterClose is a closing that only a letter has: a court paper's
// "Respectfully submitted" is not one.
var reLetterClose = regexp.MustCompile(`^(?i:very truly yours|yours (?:very )?truly|sincerely(?: yours)?|yours sincerely|yours faithfully|faithfully yours|truly yours|yours respectfully|(?:with\s+)?(?:best|kind|kindest|warm|warmest)\s+regards)\s*,?$`)

// unsalutedLetter reads the sender of a letter with no salutation (a
// report to a court "To: The Family Court", a memo): the signer under
// its letter's closing.
func (r *rulesRun) unsalutedLetter(views []pageView) {
	for pi := range views {
		v := &views[pi]
		for k, sg := range v.segs {
			if sg.blank || k == 0 || !reLetterClose.MatchString(strings.TrimSpace(sg.text)) {
				continue
			}
			qi, x := letterSignerAt(views, pi, k-1)
			if qi < 0 {
				return
			}
			w := &views[qi]
			r.party(w, letterSigner(views, pi, k-1), RoleSender, "", w.segs[x].text, 0, len(w.segs[x].text))
			r.copyList(w, x)
			return
		}
	}
	return
}

// definesTerm reports whether the pages define term: `("Northwind")`.
func definesTerm(views []pageView, term string) bool {
	for pi := range views {
		for _, p := range views[pi].paras {
			if strings.Contains(p.text, `("`+term+`")`) || strings.Contains(p.text, `(“`+term+`”)`) {
				return true
			}
		}
	}
	return false
}

// letterCompanies records, in a letter, each company it names with a short
// defined term as a party: 'Helix Analytics Inc. ("Helix") writes regarding
// ...', 'on behalf of Northwind Timber Limited ("Northwind")'. A letter
// between companies names its sides that way; only a name that ends in a
// company suffix counts, so a defined person, document or place does not.
func (r *rulesRun) letterCompanies(views []pageView) {
	for pi := range views {
		v := &views[pi]
		for _, p := range v.paras {
			t := p.text
			if !strings.Contains(t, "(") {
				continue
			}
			for _, m := range reTermAfter.FindAllStringSubmatchIndex(t, -1) {
				before := strings.TrimRight(t[max(0, m[0]-220):m[0]], " ,")
				n := cleanName(trailingName(before))
				// "between Northwind and Quarrystone Building Supplies plc
				// ("Quarrystone")": the name after the "and" when what comes
				// before it is another side's defined term.
				if i := strings.LastIndex(n, " and "); i > 0 && definesTerm(views, n[:i]) {
					n = n[i+len(" and "):]
				}
				if n == "" || !reSuffixOnly.MatchString(strings.Trim(lastWord(n), ",.")) || len(strings.Fields(n)) < 2 {
					continue
				}
				if a := strings.LastIndex(t[:m[0]], n); a >= 0 {
					r.party(v, n, RoleParty, t[m[2]:m[3]], t, a, a+len(n))
				}
			}
		}
	}
}

var (
	// reCCEntry is one entry of a copy list: a name, then what it is in
	// brackets ("Marcus T. Bell, Esq. (counsel for Petitioner)", "Kevin M.
	// Dunbar (Respondent, pro se)", "Jane Roe (via email)").
	// A company's form in brackets is part of its name ("X (Pty) Ltd").
	reCCEntry = regexp.MustCompile(`^((?:[^()]|\((?i:pty|pvt|proprietary|private)\))+?)\s*(?:\(([^)]*)\))?\s*$`)
	// reNotRecipient are copy-list entries that name no one: the file, the
	// client, everyone of record.
	reNotRecipient = regexp.MustCompile(`(?i)\b(?:file|files|client|clients|counsel of record|all counsel|all parties|records?|chambers|service list|enclosures?|encl)\b`)
	reCounselFor   = regexp.MustCompile(`(?i)^\s*(?:counsel\s+|attorneys?\s+)?for\s+`)
	reCounselAside = regexp.MustCompile(`(?i)\b(?:counsel|attorneys?|solicitors?|advocates?|lawyers?)\s+(?:for|to)\b|\besq(?:uire)?\b`)
)

// copyList reads the copy list ("cc:") within a dozen lines below a
// signature at segment x of w: every name on it is a recipient.
func (r *rulesRun) copyList(w *pageView, x int) {
	for j := x + 1; j < len(w.segs) && j <= x+12; j++ {
		cm := reCC.FindStringSubmatch(w.segs[j].text)
		if w.segs[j].blank || cm == nil {
			continue
		}
		if strings.ContainsAny(cm[1], "@<") {
			r.copiedByAddress(w, j, cm[1])
			return
		}
		// The copy list runs on over the short lines below it.
		entries := []int{j}
		for c := j + 1; c < len(w.segs) && c <= j+8 && !w.segs[c].blank && len(strings.Fields(w.segs[c].text)) <= 10 &&
			(!strings.Contains(w.segs[c].text, ":") || reAttnLine.MatchString(strings.TrimSpace(w.segs[c].text))); c++ {
			entries = append(entries, c)
		}
		// An entry may run over lines as an inside address does: a
		// person, the person's firm, the street and the city ("cc: Jane
		// Roe, Esq. / Roe & Poe LLP / 1 Main Street / Dallas, TX 75201"):
		// the address lines name no one, and a firm under a person's line
		// is where that person works, no recipient of its own.
		person := false
		for _, e := range entries {
			line := w.segs[e].text
			if e == j {
				line = cm[1]
			}
			if m := reAttnLine.FindStringSubmatch(strings.TrimSpace(line)); m != nil && e != j {
				line = m[1] // "Attention: Ms X, HR Manager" under a company copied
			}
			t := strings.TrimSpace(line)
			if e != j && notAParty(t) {
				continue
			}
			if e != j && person && lawFirm(cleanName(t)) {
				person = false
				continue
			}
			lead := strings.TrimSpace(splitEntries(reEsqComma.ReplaceAllString(t, " Esq."))[0])
			person = isPersonName(cleanName(reEsqTail.ReplaceAllString(lead, "")))
			r.copyEntry(w, line, w.segs[e].text)
		}
		return
	}
}

var reEsqComma = regexp.MustCompile(`(?i),\s*esq\b\.?`)

// reCouple is two people named with one surname: "Daniel and Ruth A.
// Smith", "Priya & Colin Raghavan", a bracketed aside after it.
var reCouple = regexp.MustCompile(`^([A-Z][\p{L}'’-]+)\s+(?:and|&)\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z]\.)?)\s+([A-Z][\p{L}'’-]+)(?:\s*\([^)]*\))?$`)

// splitEntries splits a list at commas and semicolons outside brackets.
func splitEntries(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '(':
			depth++
		case ')':
			depth = max(0, depth-1)
		case ',', ';':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// copyEntry reads one line of a letter's copy list: each name on it is a
// recipient; a bracketed aside names what the person is ("counsel for
// Petitioner": counsel; "Respondent, pro se": a respondent).
func (r *rulesRun) copyEntry(v *pageView, entries, line string) {
	var pieces []string
	for _, piece := range glueSuffixes(splitEntries(reEsqComma.ReplaceAllString(entries, " Esq."))) {
		// "Daniel and Ruth A. Smith (via email)": two people who share the
		// surname, each a recipient.
		if m := reCouple.FindStringSubmatch(strings.TrimSpace(piece)); m != nil && !reSuffixOnly.MatchString(m[3]) && !orgWords[strings.ToLower(m[3])] && isPersonName(m[1]+" "+m[3]) {
			pieces = append(pieces, m[1]+" "+m[3], m[2]+" "+m[3])
			continue
		}
		pieces = append(pieces, piece)
	}
	afterTitle := false // the last piece was a person's job title
	for _, piece := range pieces {
		m := reCCEntry.FindStringSubmatch(strings.TrimSpace(piece))
		if m == nil {
			continue
		}
		n := cleanName(reEsqTail.ReplaceAllString(m[1], ""))
		title := afterTitle
		afterTitle = false
		if endsInTitle(n) || isJobTitle(n) || isJobTitle(strings.TrimSpace(m[1])) {
			afterTitle = true
			continue // "Jane Roe, Chief Steward, Local 12": her job, no one of its own
		}
		if !isPersonName(n) && !reSuffixOnly.MatchString(lastWord(n)) || reNotRecipient.MatchString(n) {
			continue
		}
		if title && !isPersonName(n) {
			continue // "Dana Kessler, Administrator, Acme Home Health, Inc.": where she works, no second recipient
		}
		aside := m[2]
		if !isPersonName(n) && reCounselFor.MatchString(aside) {
			continue // "Firm LLP (for Respondent)": a party's lawyers, no one of their own
		}
		r.party(v, n, RoleRecipient, "", line, 0, len(line))
		switch {
		case reCounselAside.MatchString(aside) || reEsqTail.MatchString(m[1]) && aside != "":
			r.party(v, n, RoleCounsel, "", line, 0, len(line))
		case aside != "":
			if role := roleOf(aside); role != "" && captionRole[role] {
				r.party(v, n, role, "", line, 0, len(line))
			}
		}
	}
}

// reRepresents is a lawyer's letter speaking of its client.
var reRepresents = regexp.MustCompile(`(?i)\b(?:this firm|we|i)\s+(?:represents?|act\s+for|am\s+counsel\s+(?:for|to))\b|\b(?:my|our)\s+client\b|\bon behalf of (?:my|our) client\b|\b(?:we|i)\s+(?:are|am|have\s+been)\s+(?:instructed|retained|acting)\b|\bon\s+(?:the\s+)?instructions\s+(?:of|from)\b`)

// letterOfCounsel reports whether pages pi..qi of a letter speak as a
// lawyer for a client, or its page is headed by a law firm's letterhead.
func letterOfCounsel(views []pageView, pi, qi int) bool {
	if pi < len(views) && lawFirmLetterhead(&views[pi]) {
		return true
	}
	for i := pi; i <= qi && i < len(views); i++ {
		if reRepresents.MatchString(views[i].norm) {
			return true
		}
	}
	return false
}

// letterSigner is the name signed below a letter's closing ("Yours
// faithfully"), the letter's salutation being seg k of page pi; "" if none.
func letterSigner(views []pageView, pi, k int) string {
	qi, x := letterSignerAt(views, pi, k)
	if qi < 0 {
		return ""
	}
	t := views[qi].segs[x].text
	if sm := reSigned.FindStringSubmatch(t); sm != nil {
		t = sm[1]
	} else if sm := reSdSigned.FindStringSubmatch(strings.TrimSpace(t)); sm != nil {
		t = sm[1]
	}
	return cleanName(reEsqTail.ReplaceAllString(t, ""))
}

// reSdSigned is the Indian typist's mark of a signed original with the
// signer's name in brackets: "Sd/- (X)", which an extraction may print
// "Sd/(X)".
var reSdSigned = regexp.MustCompile(`^(?i:sd)/-?\s*\(\s*([^()]+?)\s*\)$`)

// reLetterContact is a letter's line naming whom to ask for, with the
// name after the colon or on the next line.
var reLetterContact = regexp.MustCompile(`^(?i:please\s+ask\s+for|ask\s+for|contact(?:\s+name)?|our\s+contact|matter\s+contact|(?:direct\s+)?enquiries\s+to|please\s+contact)\s*:\s*(.*)$`)

// letterContacts reads the contact lines of the letter on pages pi..qi as
// its lawyers.
func (r *rulesRun) letterContacts(views []pageView, pi, qi int) {
	for i := pi; i <= qi && i < len(views); i++ {
		w := &views[i]
		for k, sg := range w.segs {
			m := reLetterContact.FindStringSubmatch(strings.TrimSpace(sg.text))
			if sg.blank || m == nil {
				continue
			}
			val, text := strings.TrimSpace(m[1]), sg.text
			if val == "" && k+1 < len(w.segs) && !w.segs[k+1].blank {
				val, text = strings.TrimSpace(w.segs[k+1].text), w.segs[k+1].text
			}
			name, _, _ := strings.Cut(val, ",")
			if n := lawyerPiece(name); n != "" && !strings.ContainsAny(name, "@:0123456789") {
				r.party(w, n, RoleCounsel, "", text, 0, len(text))
			}
		}
	}
}

// letterSignerAt locates the signer's line: page index and seg, or -1.
func letterSignerAt(views []pageView, pi, k int) (int, int) {
	for qi := pi; qi < len(views); qi++ {
		w := &views[qi]
		from := 0
		if qi == pi {
			from = k + 1
		}
		for j := from; j < len(w.segs); j++ {
			if w.segs[j].blank || !reClosing.MatchString(w.segs[j].text) {
				continue
			}
			firm := -1
			for x := j + 1; x < len(w.segs) && x <= j+5; x++ {
				t := w.segs[x].text
				if w.segs[x].blank || strings.Trim(t, "_- ") == "" {
					continue
				}
				if reLetterContact.MatchString(strings.TrimSpace(t)) {
					break // "Contact: X" under the firm's name: the firm signs
				}
				if sm := reSigned.FindStringSubmatch(t); sm != nil {
					t = sm[1]
				} else if sm := reSdSigned.FindStringSubmatch(strings.TrimSpace(t)); sm != nil {
					t = sm[1]
				}
				n := cleanName(reEsqTail.ReplaceAllString(reByLead.ReplaceAllString(t, ""), ""))
				if isPerson(n) {
					// An office's head named above "By:" the lawyer who signs
					// for the office ("United States Attorney / By: /s/ X").
					if y := byDeputy(w, x); y >= 0 {
						return qi, y
					}
					return qi, x // a person signs, under the firm's name if it heads the block
				}
				if n != "" && firm < 0 && (reSuffixOnly.MatchString(lastWord(n)) || lawFirm(n) || headName(&views[pi]) == NameKey(n)) {
					firm = x // a firm or company (or the name at the letter's head), unless a person signs for it just below
					continue
				}
				if firm >= 0 {
					break
				}
			}
			if firm >= 0 {
				return qi, firm
			}
			return -1, -1
		}
	}
	return -1, -1
}

// byDeputy is the "By:" line within the two lines under seg x that names
// the person who signs for the one named at x, or -1.
func byDeputy(w *pageView, x int) int {
	if reByLead.MatchString(strings.TrimSpace(w.segs[x].text)) {
		return -1
	}
	for y := x + 1; y < len(w.segs) && y <= x+2; y++ {
		t := strings.TrimSpace(w.segs[y].text)
		if w.segs[y].blank || !reByLead.MatchString(t) {
			continue
		}
		t = strings.TrimSpace(reByLead.ReplaceAllString(t, ""))
		if sm := reSigned.FindStringSubmatch(t); sm != nil {
			t = sm[1]
		}
		if isPerson(cleanName(reEsqTail.ReplaceAllString(t, ""))) {
			return y
		}
		return -1
	}
	return -1
}

// headName is the NameKey of the first line of text of v, as a
// letterhead prints its firm's or company's name ("HOLLINS & MARKHAM"),
// or "".
func headName(v *pageView) string {
	if k := firstText(v); k >= 0 {
		if n := cleanName(strings.TrimSpace(v.segs[k].text)); n != "" && len(strings.Fields(n)) <= 6 {
			return NameKey(n)
		}
	}
	return ""
}

// reESigned is an electronic signature's line: "Digitally Signed By: X".
var reESigned = regexp.MustCompile(`(?i)^(?:digitally|electronically)\s+signed\s+(?:by)?\s*:?\s*(.+?)\s*$`)

var reSubpoena = regexp.MustCompile(`(?i)\bsubpoena\b`)

var (
	// reChargeRe is an agency's notice naming the charge it concerns as a
	// case ("Re: Jane Roe v. Acme Corp."), its number on the next line.
	reChargeRe = regexp.MustCompile(`^(?i:re|in\s+re|subject)\s*:\s*(.+?)\s+(?:v\.?|vs\.?)\s+(.+?)\s*$`)
	// reChargeNo is the number of a charge of discrimination before an
	// agency: "EEOC Charge No: 520-2024-01872", "Charge Number".
	reChargeNo = regexp.MustCompile(`(?i)\bcharge\s+(?:no\.?|number|#)\s*:?\s*[\w-]*\d`)
)

// chargeCaption reads the "Re:" line of an agency's notice on a charge of
// discrimination ("Re: X v. Y" over "EEOC Charge No: ..."): the employer
// charged is the charge's respondent (the charging party is the notice's
// addressee, and the plaintiff of any suit).
func (r *rulesRun) chargeCaption(v *pageView) {
	for k, sg := range v.segs {
		m := reChargeRe.FindStringSubmatch(strings.TrimSpace(sg.text))
		if sg.blank || m == nil {
			continue
		}
		charge := false
		for j := k; j < len(v.segs) && j <= k+2; j++ {
			charge = charge || reChargeNo.MatchString(v.segs[j].text)
		}
		if !charge {
			continue
		}
		for _, n := range splitNames(strings.TrimSuffix(m[2], ",")) {
			r.party(v, n, RoleRespondent, "", sg.text, 0, len(sg.text))
		}
	}
}

var reNoticeTo = regexp.MustCompile(`^(?:TO|To)\s*:\s*(.*)$`)

// reNoticeTitle is a notice's title line: "NOTICE OF HEARING", "NOTICE OF
// MOTION", "NOTICE OF FILING".
var reNoticeTitle = regexp.MustCompile(`^(?:[A-Z]+\s+)?NOTICE\s+OF\s+[A-Z]`)

// noticeTitled reports whether page v carries a notice's title line.
func noticeTitled(v *pageView) bool {
	for _, s := range v.segs {
		if !s.blank && reNoticeTitle.MatchString(strings.TrimSpace(s.text)) {
			return true
		}
	}
	return false
}

// reFirmCalling is the line under a firm's name that says whose lawyers it
// is: "Solicitors for the Plaintiff", "Attorneys for Defendant".
var reFirmCalling = regexp.MustCompile(`^(?i:solicitors?|attorneys?|counsel|advocates?|lawyers?)\s+(?i:for|to)\b`)

// notices reads a notice or memorandum addressed "TO: Name" outside an
// email header: the addressee is its recipient, and whoever signs it
// ("/s/ Name", "By: Name") its sender.
func (r *rulesRun) notices(views []pageView) {
	for pi := range views {
		if len(mailHeaders(&views[pi])) > 0 {
			return
		}
	}
	if len(views) > 0 && noticeTitled(&views[0]) {
		for pi := range views {
			if r.mailingList(&views[pi]) {
				r.noticeSigner(&views[pi])
				return
			}
		}
	}
	for pi := range views {
		v := &views[pi]
		for k, sg := range v.segs {
			m := reNoticeTo.FindStringSubmatch(sg.text)
			if sg.blank || m == nil {
				continue
			}
			val, at := m[1], k
			if strings.TrimSpace(val) == "" && k+1 < len(v.segs) && !v.segs[k+1].blank {
				val, at = v.segs[k+1].text, k+1
			}
			n := leadingName(val)
			if n == "" {
				continue
			}
			if reSubpoena.MatchString(v.norm) {
				// A subpoena's addressee is a non-party; its signer issues it.
				r.party(v, n, RoleThirdParty, "", v.segs[at].text, 0, len(v.segs[at].text))
				return
			}
			// "To: Garvan & Co. / Solicitors for the Plaintiff": a paper
			// served on the other side's lawyers, whose firm is no party.
			firm := lawFirm(cleanName(n)) || !isPersonName(cleanName(n)) && at+1 < len(v.segs) && !v.segs[at+1].blank && reFirmCalling.MatchString(strings.TrimSpace(v.segs[at+1].text))
			if !firm {
				r.party(v, n, RoleRecipient, "", v.segs[at].text, 0, len(v.segs[at].text))
			}
			// A second addressee beside the first, in a column of its own
			// ("TO: A   B", or B on the next line as the extraction reads
			// the columns one after the other), above their firms.
			if nx := at + 1; nx < len(v.segs) && !v.segs[nx].blank && isPersonName(cleanName(n)) {
				if n2 := cleanName(leadingName(v.segs[nx].text)); isPersonName(n2) && !lawFirm(n2) && NameKey(n2) != NameKey(n) {
					r.party(v, n2, RoleRecipient, "", v.segs[nx].text, 0, len(v.segs[nx].text))
				}
			}
			// The signer, after the addressee.
			for qi := pi; qi < len(views); qi++ {
				w := &views[qi]
				from := 0
				if qi == pi {
					from = at + 1
				}
				for j := from; j < len(w.segs); j++ {
					if w.segs[j].blank {
						continue
					}
					s := ""
					if em := reESigned.FindStringSubmatch(w.segs[j].text); em != nil {
						if n := cleanName(em[1]); isPersonName(n) {
							s = n // "Digitally Signed By: Name"
						}
					} else if strings.Contains(w.segs[j].text, "/s/") || strings.HasPrefix(w.segs[j].text, "By") {
						s = lawyerName(w.segs, j)
					}
					if s != "" {
						r.party(w, s, RoleSender, "", w.segs[j].text, 0, len(w.segs[j].text))
						r.copyList(w, j)
						return
					}
				}
			}
			return
		}
	}
}

var reLeadNumber = regexp.MustCompile(`^(?:\d{1,3}|[A-Z]|[ivxIVX]{1,5})\.\s+`)

// dates records every day-level date on the page as an event: the sentence
// that holds it (an email's date line becomes "Email from A to B: subject";
// a bare "Dated:" line takes its neighbour for context).
func (r *rulesRun) dates(v *pageView, emailDates map[[2]int]string) {
	if r.events == nil {
		r.events = map[string]int{}
	}
	for pi, p := range v.paras {
		t := p.text
		for _, h := range findDatesIn(t, r.dayFirst) {
			s, e := sentenceAt(t, h.start)
			if e < h.end {
				e = h.end
			}
			if s > h.start {
				s = h.start
			}
			ev := strings.TrimSpace(t[s:e])
			ev = trimAround(ev, h.start-s, h.end-s, 260)
			ev = reLeadNumber.ReplaceAllString(ev, "")
			if name, ok := emailDates[[2]int{v.num - 1, p.first}]; ok {
				ev = name
			} else if short := strings.TrimSpace(strings.Replace(ev, t[h.start:h.end], "", 1)); len(short) < 16 && pi > 0 {
				prev := v.paras[pi-1].text
				if len(prev) < 80 {
					ev = prev + " " + ev
				}
			}
			q := groundedQuote(v.norm, t, h.start, h.end, maxQuote)
			c, ok := r.cite(v, q)
			if !ok {
				continue
			}
			// One event per date and text in a document: a running header
			// ("Filed 06/14/21 Page 2 of 3") is one event cited on each page.
			key := h.iso + "\x00" + r.in.Documents[v.doc].ID + "\x00" + strings.Map(func(r rune) rune {
				if unicode.IsDigit(r) {
					return -1
				}
				return r
			}, ev)
			if i, ok := r.events[key]; ok {
				e := &r.out.Chronology[i]
				if len(e.Citations) < 5 && !hasCitation(e.Citations, c) {
					e.Citations = append(e.Citations, c)
				}
				continue
			}
			r.events[key] = len(r.out.Chronology)
			r.out.Chronology = append(r.out.Chronology, Event{Date: h.iso, Event: ev, Citations: []Citation{c}})
		}
	}
	r.bracketedJurat(v)
}

// reDayOfEnd ends a jurat's line before its month and year: "this 7th day
// of".
var reDayOfEnd = regexp.MustCompile(`(?i)\bday\s+of$`)

// bracketedJurat reads a jurat's date that a column of ")" splits from its
// day ("this 7th day of  )" / "February, 2024  )"): read in order, the
// bracket and the signature's dotted line stand between the two pieces,
// so no paragraph holds the whole date.
func (r *rulesRun) bracketedJurat(v *pageView) {
	for k, sg := range v.segs {
		t := strings.TrimSpace(sg.text)
		if sg.blank || !reDayOfEnd.MatchString(t) {
			continue
		}
		for j := k + 1; j < len(v.segs) && j <= k+4; j++ {
			nt := strings.TrimSpace(v.segs[j].text)
			if v.segs[j].blank || strings.Trim(nt, ")._-… ") == "" {
				continue
			}
			joined := t + " " + nt
			for _, h := range findDatesIn(joined, r.dayFirst) {
				if h.start >= len(t) {
					continue // a date wholly on the next line is its own
				}
				if r.hasEventOn(v, h.iso) {
					continue
				}
				c, ok := r.cite(v, groundedQuote(v.norm, t, 0, len(t), maxQuote))
				if !ok {
					continue
				}
				r.out.Chronology = append(r.out.Chronology, Event{Date: h.iso, Event: Normalize(joined), Citations: []Citation{c}})
			}
			break
		}
	}
}

// hasEventOn says whether the document already has an event of date iso
// cited on page v.
func (r *rulesRun) hasEventOn(v *pageView, iso string) bool {
	id := r.in.Documents[v.doc].ID
	for _, e := range r.out.Chronology {
		if e.Date != iso {
			continue
		}
		for _, c := range e.Citations {
			if c.DocumentID == id && c.Page == v.num {
				return true
			}
		}
	}
	return false
}

var (
	reNumberedPara = regexp.MustCompile(`^(\d{1,3})\.\s+[A-Z“"]`)
	reAssertVerb   = regexp.MustCompile(`\b(?:alleges?|alleged|admits?|admitted|denies|deny|denied|states?|stated|declares?|declared|contends?|asserts?|avers?|certif(?:y|ies)|swears?|testifie[sd]|testify|represents?|acknowledges?|agrees?|disputes?)\b`)
)

// assertions records numbered paragraphs and sentences that allege, admit,
// deny, state or declare. Headings, addresses and signature lines are not
// assertions.
func (r *rulesRun) assertions(v *pageView) {
	if r.asserts == nil {
		r.asserts = map[string]bool{}
	}
	add := func(t string, a, b int) {
		text := reLeadNumber.ReplaceAllString(trimAround(strings.TrimSpace(t[a:b]), 0, 0, 320), "")
		if len(text) < 25 || r.asserts[r.in.Documents[v.doc].ID+text] {
			return
		}
		q := groundedQuote(v.norm, t, a, min(b, a+40), maxQuote)
		c, ok := r.cite(v, q)
		if !ok {
			return
		}
		r.asserts[r.in.Documents[v.doc].ID+text] = true
		r.out.Assertions = append(r.out.Assertions, Assertion{Text: text, Citation: c})
	}
	for _, p := range v.paras {
		t := p.text
		if isHeading(t) || len(t) < 30 {
			continue
		}
		if reNumberedPara.MatchString(t) {
			add(t, 0, len(t))
			continue
		}
		for _, m := range reAssertVerb.FindAllStringIndex(t, -1) {
			s, e := sentenceAt(t, m[0])
			add(t, s, e)
		}
	}
}

// settledBy reads the counsel who settled a pleading: the name after
// "Settled by", or alone on the line above or below it.
func (r *rulesRun) settledBy(v *pageView, k int, rest string) {
	if n := lawyerPiece(rest); n != "" {
		r.party(v, n, RoleCounsel, "", v.segs[k].text, 0, len(v.segs[k].text))
		return
	}
	for _, j := range []int{k - 1, k + 1} {
		if j < 0 || j >= len(v.segs) || v.segs[j].blank {
			continue
		}
		if n := lawyerPiece(v.segs[j].text); n != "" {
			r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
			return
		}
	}
}
