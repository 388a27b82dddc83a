package model

import (
	"reflect"
	"strings"
	"testing"
)

// TestDayFirst: numeric dates are month first (US) unless the document
// shows otherwise: an unambiguous day-first date and no month-first one, or
// Indian/English marks with no evidence either way; a form's label that
// prints the order of its date boxes ("dd/mm/yyyy") settles it.
func TestDayFirst(t *testing.T) {
	cases := []struct {
		pages []string
		want  bool
	}{
		{[]string{"filed 03/04/2021"}, false},
		{[]string{"filed 13/04/2021", "served 03/04/2021"}, true},
		{[]string{"filed 04/13/2021 and 13/04/2021"}, false},
		{[]string{"Hon'ble Mr. Justice X, on 03/04/2021"}, true},
		{[]string{"Rs. 42,17,300 paid on 03/04/2021", "then 04/13/2021"}, false},
		{[]string{"S/o Late Shri Mohan Lal"}, true},
		{[]string{"Dated: March 3, 2021"}, false},
		// A form that prints the order of its date boxes says it.
		{[]string{"Date (dd/mm/yyyy): 11/04/2024", "T2 (e-file) v. 01/02/2024 Ontario"}, true},
		{[]string{"Date of birth (DD/MM/YYYY): 03/04/1990", "filed 04/13/2021"}, true},
		{[]string{"Date (mm/dd/yyyy): 11/04/2024 Toronto, Ontario"}, false},
		// An Australian registry's notice of filing: the time zone says it.
		{[]string{"Date Lodged:\n9/08/2024 4:52:03 PM AEST\nDate Accepted for Filing: 12/08/2024 10:18:44 AM AEST"}, true},
		{[]string{"MARRAWAH SOLAR PTY LTD ACN 612 480 337, lodged 9/08/2024"}, true},
	}
	for _, c := range cases {
		if got := dayFirstDoc(c.pages); got != c.want {
			t.Errorf("dayFirstDoc(%q) = %v, want %v", c.pages, got, c.want)
		}
	}
	var got []string
	for _, h := range findDatesIn("notice of 12/04/2021, reply 05.05.2021", true) {
		got = append(got, h.iso)
	}
	if want := []string{"2021-04-12", "2021-05-05"}; !reflect.DeepEqual(got, want) {
		t.Errorf("day first: got %v, want %v", got, want)
	}
}

func TestFindDates(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"On March 3, 2021, the parties met.", []string{"2021-03-03"}},
		{"le 3 mars 2024 et le 1er avril 2024", []string{"2024-03-03", "2024-04-01"}},
		{"el 3 de marzo de 2024", []string{"2024-03-03"}},
		{"am 3. März 2024", []string{"2024-03-03"}},
		{"Bertarikh pada 12 haribulan Jun 2024; 14 Ogos 2024", []string{"2024-06-12", "2024-08-14"}},
		{"Date: 20240503 Docket: T-1234-23", []string{"2024-05-03"}},
		{"on the 1st day of April, A.D. 2024", []string{"2024-04-01"}},
		{"Mar. 3, 2021 and Sept. 30, 2020", []string{"2021-03-03", "2020-09-30"}},
		{"on 3 March 2021 and 14 Apr 2023", []string{"2021-03-03", "2023-04-14"}},
		{"filed 03/03/2021; served 3/4/21", []string{"2021-03-03", "2021-03-04"}},
		{"effective 2021-03-03.", []string{"2021-03-03"}},
		{"this 3rd day of March, 2021", []string{"2021-03-03"}},
		{"the third day of March, 2021", []string{"2021-03-03"}},
		{"March 3rd, 2021", []string{"2021-03-03"}},
		{"MARCH 3, 2021", []string{"2021-03-03"}},
		{"Monday, March 1, 2021 9:14 AM", []string{"2021-03-01"}},
		{"between March 15-17, 2021", []string{"2021-03-15", "2021-03-17"}},
		{"on August 5-7, 2022 without", []string{"2022-08-05", "2022-08-07"}},
		{"from July 1, 2022 through July 15, 2022", []string{"2022-07-01", "2022-07-15"}},
		{"dated 31.12.2020", []string{"2020-12-31"}},
		{"on 11–13 September 2023 at", []string{"2023-09-11", "2023-09-13"}},
		{"on 3rd March 2021 and March 3rd, 2021 and Mar 3 2021", []string{"2021-03-03", "2021-03-03", "2021-03-03"}},
		{"Date of Occurrence: 14-AUG-2022 23:40; approved 15-Aug-22", []string{"2022-08-14", "2022-08-15"}},
		{"13/05/2022 (a day first date)", []string{"2022-05-13"}},
		{"reports of June 12, July 28 and September 6, 2023 were", []string{"2023-06-12", "2023-07-28", "2023-09-06"}},
		{"FILED\n2023 NOV -2 P 3:41\nCIVIL", []string{"2023-11-02"}},
		{"2024 JAN -8 A 10:12", []string{"2024-01-08"}},
		{"telephoned him on 20 October and 6 November 2023.", []string{"2023-10-20", "2023-11-06"}},
		{"on December 20 and January 5, 2024 (no year of its own, not forward)", []string{"2024-01-05"}},
		// A list of days under one month and year is a date for each day;
		// a range ("to", a dash) is its first and last day.
		{"available on October 23 or 24, 2024 to confer", []string{"2024-10-23", "2024-10-24"}},
		{"the hearing on December 9, 10 and 11, 2024, at which", []string{"2024-12-09", "2024-12-10", "2024-12-11"}},
		{"tried on May 5, 6, and 8, 2023.", []string{"2023-05-05", "2023-05-06", "2023-05-08"}},
		{"Hearing dates: 14, 15 January 2025", []string{"2025-01-14", "2025-01-15"}},
		{"heard on 3, 4 and 7 March 2022", []string{"2022-03-03", "2022-03-04", "2022-03-07"}},
		{"on March 2 & 3, 2021", []string{"2021-03-02", "2021-03-03"}},
		// A date read by OCR with no space after its comma.
		{"Portland, OR 97210 June 2,2023 Ms. Lena Marsh", []string{"2023-06-02"}},
		{"filed March 3, 2021, 14 pages", []string{"2021-03-03"}},
		{"see paragraphs 12, 15 January 2025 letter", []string{"2025-01-15"}},
		{"listed at 10:30, 15 January 2025", []string{"2025-01-15"}},
		{"on March 9, 4 and 5, 2021", []string{"2021-03-09"}},
		{"you may 3, 2021 not", nil},
		{"in March 2021, about", nil},
		{"February 30, 2021", nil},
		{"Case No. 2023-41187; Tel. 555-0148; 1:21-cv-04417", nil},
		{"See Smith v. Jones, 123 F.3d 456 (2d Cir. Mar. 3, 1999).", nil},
		{"Smith v. Jones, 2021 WL 123456, at *2 (S.D.N.Y. Mar. 3, 2021). On April 2, 2021 it rained.", []string{"2021-04-02"}},
	}
	for _, c := range cases {
		var got []string
		for _, h := range findDates(c.text) {
			got = append(got, h.iso)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("findDates(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestGroundedQuote(t *testing.T) {
	page := Normalize("5. On or about January 4th, 2022, Plaintiff reported to Lind\n12\nthat Line 3 was shipping.")
	text := "5. On or about January 4th, 2022, Plaintiff reported to Lind that Line 3 was shipping."
	a := len("5. On or about ")
	q := groundedQuote(page, text, a, a+len("January 4th, 2022"), 200)
	if q != "On or about January 4th, 2022, Plaintiff reported to Lind" {
		t.Fatalf("quote = %q", q)
	}
}

func TestSplitNames(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"SUMMIT VALLEY FOODS, INC., a California corporation; GREGORY LIND, an individual; and DOES 1 through 20, inclusive,", []string{"SUMMIT VALLEY FOODS, INC.", "GREGORY LIND"}},
		{"CASTELLAN LOGISTICS LLC and MARCUS WEBB,", []string{"CASTELLAN LOGISTICS LLC", "MARCUS WEBB"}},
		{"JANE ROE,", []string{"JANE ROE"}},
		{"ACME CORP., et al.,", []string{"ACME CORP."}},
		{"JOHN SMITH, individually and on behalf of all others similarly situated,", []string{"JOHN SMITH"}},
		{"Does 1-10", nil},
	}
	for _, c := range cases {
		if got := splitNames(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("splitNames(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestBracketedJurat: a jurat printed beside a column of ")" reads, in
// order, with the bracket and the signature's dotted line between its day
// and its month ("this 7th day of" / ")" / "....." / "February, 2024"): the
// date is one event of the page, cited to the day's line.
func TestBracketedJurat(t *testing.T) {
	page := "FILED 14 MAR 2023 HIGH COURT REGISTRY, KINGSTOWN\n\n4. On 2nd January, 2023 the Respondent locked the gate to the yard and has since refused me entry to the\nland, though I have paid the rent due under the lease in full and on time for every month since it began.\n5. I make this affidavit in support of my application to the Court for an injunction restraining him.\n\nSworn to at Kingstown in the State\n)\nof Saint Vincent and the Grenadines this 12th day of\n)\n..............................\nMarch, 2023\n)\nMARIA DELPHINE\nBefore me:\n..............................\nCommissioner for Oaths\nFiled on behalf of the Applicant by Roe & Co., Solicitors, Kingstown."
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{{ID: "d", FileName: "x.pdf", Pages: []string{"IN THE HIGH COURT OF JUSTICE\nAFFIDAVIT OF MARIA DELPHINE\n1. I am the applicant.", page}}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range out.Chronology {
		if e.Date == "2023-03-12" {
			if c := e.Citations[0]; c.Page != 2 || !strings.Contains(c.Quote, "12th day of") {
				t.Errorf("jurat cited %+v", c)
			}
			return
		}
	}
	t.Errorf("jurat's date not read: %+v", out.Chronology)
}
