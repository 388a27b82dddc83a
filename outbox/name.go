package outbox

import (
	"regexp"
	"strings"
)

// nameShape is the shape of an event name: a lowercase noun (letters with
// single underscores), a dot, a lowercase verb.
var nameShape = regexp.MustCompile(`^[a-z]+(_[a-z]+)*\.[a-z]+$`)

// notPastTense are words of four letters or more ending in -ed that are not
// the past tense of a verb (present tenses such as need, feed, embed, shred,
// and adjectives). Keep in step with ops.is_past_tense_fact in
// migrations/00002_outbox.sql; TestEventNameRuleMatchesDatabase checks it.
var notPastTense = words(`bed bleed breed creed deed embed exceed feed
	greed heed imbed indeed need proceed reed seed
	shed shred sled speed steed succeed tweed weed
	hundred kindred hatred sacred naked wicked`)

// irregularPast are the accepted irregular past forms. Forms identical to the
// present tense (set, put, read, reset) are left out on purpose: a fact must
// not read like a command. Keep in step with ops.is_past_tense_fact.
var irregularPast = words(`arose arisen awoke awoken became began begun bent
	bled blew blown bore borne bought bound bred
	broke broken brought built came caught chose chosen
	crept dealt did done drew drawn drank drunk drove
	driven dug ate eaten fed fell fallen felt fled
	flew flown forbade forbidden forgave forgiven forgot
	forgotten fought found froze frozen gave given gone
	got gotten grew grown had heard held hid hidden
	hung kept knelt knew known laid led left lent
	lost made meant met mistook mistaken overrode
	overridden overtook overtaken paid prepaid proven
	ran rebuilt remade repaid resent resold retold
	rewritten rewrote rode ridden rose risen rang rung
	said sang sung sank sunk sat saw seen sent
	shook shaken shone shot shrank shrunk slept slid
	sold sought spat sped spent spoke spoken sprang
	sprung spun stole stolen stood struck stuck stung
	strove striven swept swore sworn swam swum swung
	taught thought threw thrown told took taken tore
	torn understood undid undone upheld was were been
	went wept withdrew withdrawn withheld woke woken
	won wore worn wove woven wrote written`)

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// ValidName reports whether name is a lowercase `noun.verb` fact in the past
// tense (matter.created, document.uploaded, brief.built): the same rule as
// the database's CHECK constraint on ops.domain_event_outbox.event_name.
func ValidName(name string) bool {
	if !nameShape.MatchString(name) {
		return false
	}
	verb := name[strings.IndexByte(name, '.')+1:]
	if irregularPast[verb] {
		return true
	}
	return len(verb) >= 4 && strings.HasSuffix(verb, "ed") && !notPastTense[verb]
}
