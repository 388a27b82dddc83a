package samples

// The second held-out matter, written after the fixes prompted by the
// first. Its first score (parties recall 0.67, precision 1.00; dated events
// 1.00; grounded 1.00) led to general rules (contract parties named by a
// defined role term anywhere, descriptors like ", having an office at",
// notices "TO:" with their signer, two signatures side by side); it is no
// longer held out. A Brooklyn commercial lease case in New York Supreme Court: "- against -"
// caption with a d/b/a, a verified complaint with a verification sworn
// before a notary, a lease with a guaranty and a blank page, a notice of
// default, text messages, a verified answer, and a so-ordered stipulation.
func init() { specs = append(specs, brightwater) }

func brightwater() matterSpec {
	court := []block{cb("SUPREME COURT OF THE STATE OF NEW YORK"), cb("COUNTY OF KINGS")}
	capt := func(title string) block {
		return caption("", []string{
			"----------------------------------------------------------X",
			"BRIGHTWATER REALTY ASSOCIATES LLC,",
			"",
			"                         Plaintiff,",
			"",
			"          - against -",
			"",
			"LUNA BAKERY CORP. d/b/a LUNA BREAD CO.",
			"and THEO VASSILIOU,",
			"",
			"                         Defendants.",
			"----------------------------------------------------------X",
		}, []string{"", "Index No. 508812/2023", "", title})
	}
	complaint := doc{name: "verified-complaint.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt("VERIFIED COMPLAINT"), gap(),
				p("Plaintiff Brightwater Realty Associates LLC (\"Landlord\"), by its attorneys, Goldfarb & Reyes LLP, as and for its Verified Complaint against defendants, alleges upon information and belief as follows:"),
				p("1. Landlord is a New York limited liability company that owns the building at 455 Atlantic Avenue, Brooklyn, New York (the \"Premises\")."),
				p("2. Defendant Luna Bakery Corp. (\"Tenant\") is a New York corporation doing business as Luna Bread Co."),
				p("3. Defendant Theo Vassiliou is the president of Tenant and guaranteed its obligations under the lease."),
			),
			{
				cb("AS AND FOR A FIRST CAUSE OF ACTION"),
				p("4. On or about the 1st day of September, 2020, Landlord and Tenant entered into a written lease of the ground floor of the Premises for a term of ten years."),
				p("5. Tenant failed to pay the rent due on January 1, 2023, February 1, 2023 and March 1, 2023, totalling $38,400."),
				p("6. By notice dated March 31, 2023, Landlord demanded that Tenant cure its default on or before April 10, 2023. Tenant did not cure."),
				cb("AS AND FOR A SECOND CAUSE OF ACTION"),
				p("7. Vassiliou unconditionally guaranteed the payment of all rent under the lease, and has failed to pay it."),
				p("WHEREFORE, Landlord demands judgment against defendants, jointly and severally, in the sum of $38,400, with interest from March 1, 2023, together with attorneys' fees and costs."),
				ls("Dated: Brooklyn, New York", "       April 12, 2023"),
				ls("                                        Yours, etc.,", "                                        GOLDFARB & REYES LLP",
					"                                        By: ________________________", "                                            Nathan Goldfarb",
					"                                        Attorneys for Plaintiff", "                                        120 Court Street, Suite 5", "                                        Brooklyn, New York 11201"),
			},
			{
				cb("VERIFICATION"),
				ls("STATE OF NEW YORK    )", "                     ) ss.:", "COUNTY OF KINGS      )"),
				gap(),
				p("ELENA PAPADOPOULOS, being duly sworn, deposes and says: I am the managing member of Brightwater Realty Associates LLC, the plaintiff in this action. I have read the foregoing Verified Complaint and know its contents, which are true to my own knowledge, except as to matters stated on information and belief, and as to those matters I believe them to be true."),
				gap(),
				ls("                                        ______________________", "                                        Elena Papadopoulos"),
				gap(),
				ls("Sworn to before me this", "12th day of April, 2023", "", "______________________", "Notary Public"),
			},
		}}

	lease := doc{name: "lease-and-guaranty.pdf", font: "Helvetica", size: 10,
		footer: "Page %d of %t",
		pages: []page{
			{
				cb("STORE LEASE"), gap(),
				p("LEASE AGREEMENT made as of September 1, 2020 by and between BRIGHTWATER REALTY ASSOCIATES LLC, having an office at 120 Court Street, Brooklyn, New York (\"Landlord\"), and LUNA BAKERY CORP., a New York corporation (\"Tenant\")."),
				p("1. Term. The term of this Lease commences on October 1, 2020 (the \"Commencement Date\") and ends on September 30, 2030."),
				p("2. Rent. Tenant shall pay fixed rent of $12,800 per month, in advance, on the first day of each month."),
				p("3. Default. If Tenant fails to pay rent within ten (10) days after written notice from Landlord, Landlord may terminate this Lease and recover all rent due."),
			},
			{},
			{
				cb("GUARANTY"), gap(),
				p("In consideration of the letting of the Premises to Luna Bakery Corp., the undersigned, THEO VASSILIOU, residing at 31-14 Ditmars Boulevard, Astoria, New York (\"Guarantor\"), unconditionally guarantees to Landlord the full payment of all rent due under the Lease."),
				ls("Dated: September 1, 2020", "", "/s/ Theo Vassiliou", "THEO VASSILIOU, Guarantor"),
			},
		}}

	notice := doc{name: "notice-of-default.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("GOLDFARB & REYES LLP"), c("120 Court Street, Suite 5, Brooklyn, New York 11201"), gap(),
			ls("TO:   Luna Bakery Corp.", "      455 Atlantic Avenue", "      Brooklyn, New York 11217", "      Attn: Theo Vassiliou"),
			gap(),
			cb("NOTICE OF DEFAULT"), gap(),
			p("PLEASE TAKE NOTICE that you are in default under the lease dated as of September 1, 2020 for failure to pay the fixed rent due for January, February and March 2023, in the total sum of $38,400."),
			p("You are required to cure this default by paying the sum above on or before April 10, 2023. If you fail to do so, Landlord will commence proceedings against you and your guarantor."),
			ls("Dated: March 31, 2023", "", "GOLDFARB & REYES LLP", "Attorneys for Landlord", "By: /s/ Nathan Goldfarb", "Nathan Goldfarb"),
		}}}

	texts := doc{name: "exhibit-c-text-messages.pdf", font: "Courier", size: 10,
		header: "EXHIBIT C",
		pages: []page{{
			ls("[3/14/23, 9:02 AM] Theo Vassiliou: Elena I will have the rent by Friday, the",
				"    water damage is still killing us",
				"[3/14/23, 9:40 AM] Elena Papadopoulos: You said that in February. I need",
				"    the full amount",
				"[3/24/23, 6:15 PM] Theo Vassiliou: Can we talk about a payment plan?"),
		}}}

	answer := doc{name: "verified-answer.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt("VERIFIED ANSWER"), gap(),
				p("Defendants Luna Bakery Corp. and Theo Vassiliou, by their attorney, the Law Office of Ana Morales, as and for their Verified Answer to the Verified Complaint, state as follows:"),
				p("1. Deny knowledge or information sufficient to form a belief as to the allegations of paragraph 1."),
				p("2. Admit the allegations of paragraphs 2 and 3."),
				p("3. Admit that the parties entered into the lease, and deny the remaining allegations of paragraph 4."),
				p("4. Deny the allegations of paragraphs 5 through 7."),
			),
			{
				cb("AS AND FOR A FIRST AFFIRMATIVE DEFENSE"),
				p("5. On December 2, 2022, a water main break in the building flooded the Premises, which remained unusable until January 12, 2023. Rent abated under Article 9 of the lease for that period."),
				cb("AS AND FOR A SECOND AFFIRMATIVE DEFENSE"),
				p("6. Landlord's notice of default was not served in the manner the lease requires."),
				ls("Dated: Brooklyn, New York", "       May 8, 2023", "", "LAW OFFICE OF ANA MORALES", "By: /s/ Ana Morales", "Ana Morales, Esq.", "Attorney for Defendants", "26 Court Street, Suite 1810, Brooklyn, New York 11242"),
			},
		}}

	stip := doc{name: "so-ordered-stipulation.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt("STIPULATION OF SETTLEMENT"), gap(),
				p("IT IS HEREBY STIPULATED AND AGREED by and between the undersigned attorneys for the parties that this action is settled as follows:"),
				p("1. Defendants shall pay plaintiff $30,000 in six monthly installments of $5,000, the first due on July 1, 2023."),
				p("2. Upon a default in payment not cured within five days of written notice, plaintiff may enter judgment for $38,400 less payments made."),
				ls("Dated: Brooklyn, New York", "       June 6, 2023"),
				ls("GOLDFARB & REYES LLP                  LAW OFFICE OF ANA MORALES",
					"By: /s/ Nathan Goldfarb               By: /s/ Ana Morales",
					"Attorneys for Plaintiff               Attorney for Defendants"),
				gap(),
				ls("SO ORDERED:", "", "______________________________", "HON. PRIYA CHANDRASEKARAN, J.S.C."),
			),
		}}

	return matterSpec{
		name: "brightwater-v-luna", title: "Brightwater Realty Associates LLC v. Luna Bakery Corp. (N.Y. Sup. Ct., Kings County)", heldOut: false,
		docs: []doc{complaint, lease, notice, texts, answer, stip},
		parties: []Party{
			{"Brightwater Realty Associates LLC", "plaintiff"},
			{"Luna Bakery Corp.", "defendant"},
			{"Theo Vassiliou", "defendant"},
			{"Nathan Goldfarb", "counsel"},
			{"Ana Morales", "counsel"},
			{"Elena Papadopoulos", "declarant"},
			{"Brightwater Realty Associates LLC", "party"},
			{"Luna Bakery Corp.", "party"},
			{"Theo Vassiliou", "party"},
			{"Priya Chandrasekaran", "judge"},
			{"Nathan Goldfarb", "sender"},
			{"Luna Bakery Corp.", "recipient"},
		},
		events: []Event{
			{"2020-09-01", "verified-complaint.pdf", 2},
			{"2023-01-01", "verified-complaint.pdf", 2},
			{"2023-02-01", "verified-complaint.pdf", 2},
			{"2023-03-01", "verified-complaint.pdf", 2},
			{"2023-03-31", "verified-complaint.pdf", 2},
			{"2023-04-10", "verified-complaint.pdf", 2},
			{"2023-04-12", "verified-complaint.pdf", 2},
			{"2023-04-12", "verified-complaint.pdf", 3},
			{"2020-09-01", "lease-and-guaranty.pdf", 1},
			{"2020-10-01", "lease-and-guaranty.pdf", 1},
			{"2030-09-30", "lease-and-guaranty.pdf", 1},
			{"2020-09-01", "lease-and-guaranty.pdf", 3},
			{"2020-09-01", "notice-of-default.pdf", 1},
			{"2023-04-10", "notice-of-default.pdf", 1},
			{"2023-03-31", "notice-of-default.pdf", 1},
			{"2023-03-14", "exhibit-c-text-messages.pdf", 1},
			{"2023-03-24", "exhibit-c-text-messages.pdf", 1},
			{"2022-12-02", "verified-answer.pdf", 2},
			{"2023-01-12", "verified-answer.pdf", 2},
			{"2023-05-08", "verified-answer.pdf", 2},
			{"2023-07-01", "so-ordered-stipulation.pdf", 1},
			{"2023-06-06", "so-ordered-stipulation.pdf", 1},
		},
	}
}
