package samples

// DEV SET (held out at first sight): a California probate on the Judicial
// Council's forms. The petition for probate (DE-111: the attorney box at the
// top left with "ATTORNEY OR PARTY WITHOUT ATTORNEY (Name, state bar
// number, and address):" beside "FOR COURT USE ONLY", "TELEPHONE NO.:",
// "ATTORNEY FOR (Name):", the court's "STREET ADDRESS: / MAILING ADDRESS:
// / CITY AND ZIP CODE: / BRANCH NAME:", "ESTATE OF (Name): ... DECEDENT",
// "CASE NUMBER:", "HEARING DATE:", numbered items with check boxes, the
// petitioner's verification over "(TYPE OR PRINT NAME OF PETITIONER)", the
// form's adoption footer with its revision date and code sections); the
// notice of petition to administer estate (DE-121: "To all heirs,
// beneficiaries, creditors ... of (specify all names by which the decedent
// was known): X, aka Y", the hearing box, a proof of service by mail with
// the person mailed to); the order for probate (DE-140: "Judicial officer:",
// dates as "01/19/2024", "THE COURT FINDS", "THE COURT ORDERS",
// "JUDICIAL OFFICER"); and letters testamentary (DE-150) with the
// executor's affirmation and the clerk's certification. The decedent of an
// "Estate of" caption is a party; the petitioner who verifies the petition
// is its declarant; the person a notice is mailed to is its recipient and
// the one who declares the mailing a declarant; the clerk and deputy are no
// parties; a form's revision date is no event.
func init() { specs = append(specs, pruitt) }

func pruitt() matterSpec {
	box := func(title, caseNo string) []block {
		return []block{
			small(ls("ATTORNEY OR PARTY WITHOUT ATTORNEY (Name, state bar number, and address):          FOR COURT USE ONLY",
				"Jonathan K. Mireles (SBN 244187)",
				"MIRELES ESTATE LAW, APC",
				"4370 La Jolla Village Drive, Suite 640, San Diego, CA 92122",
				"TELEPHONE NO.: (858) 555-0161          FAX NO. (Optional):",
				"E-MAIL ADDRESS (Optional): jkm@mireleslaw.com",
				"ATTORNEY FOR (Name): Diane Pruitt Castellanos, Petitioner",
				"SUPERIOR COURT OF CALIFORNIA, COUNTY OF SAN DIEGO",
				"STREET ADDRESS: 1100 Union Street",
				"MAILING ADDRESS: 1100 Union Street",
				"CITY AND ZIP CODE: San Diego, CA 92101",
				"BRANCH NAME: Central Courthouse - Probate Division",
				"",
				"ESTATE OF (Name): HAROLD VINCENT PRUITT, aka HAL V. PRUITT",
				"                                                                           DECEDENT",
				title,
				"                                                                CASE NUMBER: "+caseNo), 9),
			gap(),
		}
	}
	petition := doc{name: "DE-111 Petition for Probate.pdf", font: "Helvetica", size: 9.5,
		footer: "Form Adopted for Mandatory Use  Judicial Council of California  DE-111 [Rev. March 1, 2008]   PETITION FOR PROBATE   Page %d of %t",
		pages: []page{
			append(box("PETITION FOR [X] Probate of Will and for Letters Testamentary   [ ] Letters of Administration", "24STPB00871"),
				ls("HEARING DATE: April 18, 2024      DEPT.: 503      TIME: 1:30 PM", "",
					"1. Publication will be in (specify name of newspaper): San Diego Daily Transcript",
					"   a. [X] Publication requested.   b. [ ] Publication to be arranged.",
					"2. Petitioner (name of each): Diane Pruitt Castellanos",
					"   requests that  a. [X] decedent's will and codicils, if any, be admitted to probate.",
					"   b. [X] (name): Diane Pruitt Castellanos   be appointed",
					"          (1) [X] executor   (2) [ ] administrator with will annexed   (3) [ ] administrator",
					"   c. [X] full authority be granted to administer under the Independent Administration of Estates Act.",
					"   d. [X] bond not be required for the reasons stated in item 3d.",
					"3. a. Decedent died on (date): January 19, 2024    at (place): La Jolla, California",
					"      (1) [X] a resident of the county named above.",
					"   b. Street address, city, and county of decedent's residence at time of death:",
					"      7312 Via Capri, La Jolla, San Diego County",
					"   c. Character and estimated value of the property of the estate:",
					"      (1) Personal property:                          $   412,000.00",
					"      (2) Annual gross income from real and personal property:  $    36,000.00",
					"      (3) Real property:                             $ 1,150,000.00",
					"   d. [X] Will waives bond.")),
			{
				ls("3. e. Decedent died intestate.  [X] Copy of decedent's will dated: June 3, 2019 is affixed as Attachment 3e(2).",
					"   f. Appointment of personal representative: [X] Proposed executor is named as executor in the will and consents to act.",
					"4. [X] The will and all codicils are self-proving (Prob. Code, section 8220).",
					"5. a. Decedent was survived by (check items (1) or (2), and (3) or (4), and (5) or (6)):",
					"      (1) [ ] spouse.   (2) [X] no spouse as follows: [X] divorced or never married [ ] spouse deceased",
					"      (3) [X] child as follows: [X] natural or adopted",
					"8. Listed on Attachment 8 are the names, relationships to decedent, ages, and addresses, so far as known to",
					"   or reasonably ascertainable by petitioner, of all persons mentioned in decedent's will or codicils.",
					"",
					"Date: March 4, 2024",
					"",
					"Jonathan K. Mireles                                    /s/ Jonathan K. Mireles",
					"(TYPE OR PRINT NAME OF ATTORNEY)                       (SIGNATURE OF ATTORNEY)",
					"",
					"I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.",
					"",
					"Date: March 4, 2024",
					"",
					"Diane Pruitt Castellanos                               /s/ Diane P. Castellanos",
					"(TYPE OR PRINT NAME OF PETITIONER)                     (SIGNATURE OF PETITIONER)"),
			},
		}}

	notice := doc{name: "DE-121 Notice of Petition to Administer Estate.pdf", font: "Helvetica", size: 9.5,
		footer: "Judicial Council of California  DE-121 [Rev. March 1, 2008]   NOTICE OF PETITION TO ADMINISTER ESTATE",
		pages: []page{
			append(box("NOTICE OF PETITION TO ADMINISTER ESTATE OF HAROLD VINCENT PRUITT", "24STPB00871"),
				ls("1. To all heirs, beneficiaries, creditors, contingent creditors, and persons who may otherwise be interested in the will",
					"   or estate, or both, of (specify all names by which the decedent was known): HAROLD VINCENT PRUITT, aka HAL V. PRUITT",
					"2. A PETITION FOR PROBATE has been filed by (name of petitioner): Diane Pruitt Castellanos",
					"   in the Superior Court of California, County of (specify): SAN DIEGO",
					"3. THE PETITION FOR PROBATE requests that (name): Diane Pruitt Castellanos be appointed as personal representative",
					"   to administer the estate of the decedent.",
					"6. A HEARING on the petition will be held in this court as follows:",
					"   a. Date: April 18, 2024      Time: 1:30 PM      Dept.: 503",
					"   b. Address of court: 1100 Union Street, San Diego, CA 92101",
					"7. If you object to the granting of the petition, you should appear at the hearing and state your objections or file",
					"   written objections with the court before the hearing.",
					"",
					"                                 PROOF OF SERVICE BY MAIL",
					"1. I am over the age of 18 and not a party to this cause. I am a resident of or employed in the county where the",
					"   mailing occurred. My business address is: 4370 La Jolla Village Drive, Suite 640, San Diego, CA 92122",
					"2. I served the foregoing Notice of Petition to Administer Estate on each person named below by enclosing a copy",
					"   in an envelope addressed as shown below and depositing it with the United States Postal Service",
					"   a. Date of deposit: March 21, 2024       b. Place of deposit: San Diego, California",
					"I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.",
					"Date: March 21, 2024",
					"Leticia Gomez                                          /s/ Leticia Gomez",
					"(TYPE OR PRINT NAME OF PERSON COMPLETING THIS FORM)     (SIGNATURE OF PERSON COMPLETING THIS FORM)",
					"",
					"     NAME AND ADDRESS OF EACH PERSON TO WHOM NOTICE WAS MAILED",
					"     Thomas H. Pruitt, 88 Elm Road, Escondido, CA 92025")),
		}}

	order := doc{name: "DE-140 Order for Probate.pdf", font: "Helvetica", size: 9.5,
		footer: "Form Approved by the Judicial Council of California  DE-140 [Rev. January 1, 2013]   ORDER FOR PROBATE  Prob. Code, 8006, 8400",
		pages: []page{
			append(box("ORDER FOR PROBATE  ORDER APPOINTING [X] Executor  [ ] Administrator with Will Annexed", "24STPB00871"),
				ls("WARNING: THIS APPOINTMENT IS NOT EFFECTIVE UNTIL LETTERS HAVE ISSUED.",
					"1. Date of hearing: 04/18/2024     Time: 1:30 PM     Dept.: 503     Room:",
					"   THE COURT FINDS",
					"2. a. All notices required by law have been given.",
					"   b. Decedent died on (date): 01/19/2024",
					"      (1) [X] a resident of the California county named above.",
					"      (3) [X] testate.",
					"   c. Decedent's will dated: 06/03/2019    and each codicil dated:    was admitted to probate by Minute Order",
					"      on (date): 04/18/2024",
					"   THE COURT ORDERS",
					"3. (Name): Diane Pruitt Castellanos",
					"   is appointed personal representative:  a. [X] executor of the decedent's will",
					"   and letters shall issue on qualification.",
					"4. a. [X] Full authority is granted to administer the estate under the Independent Administration of Estates Act.",
					"5. a. [X] Bond is not required.",
					"",
					"Date: April 18, 2024                                   /s/ Beatrice L. Montoya",
					"                                                       JUDICIAL OFFICER",
					"Judicial officer: Hon. Beatrice L. Montoya             [ ] SIGNATURE FOLLOWS LAST ATTACHMENT")),
		}}

	letters := doc{name: "DE-150 Letters Testamentary.pdf", font: "Helvetica", size: 9.5,
		footer: "Form Approved by the Judicial Council of California  DE-150 [Rev. January 1, 1998]   LETTERS (Probate)  Prob. Code, 1001, 8403",
		pages: []page{
			append(box("LETTERS  [X] TESTAMENTARY  [ ] OF ADMINISTRATION", "24STPB00871"),
				ls("                    LETTERS                                              AFFIRMATION",
					"1. [X] The last will of the decedent named above        1. [ ] PUBLIC ADMINISTRATOR: No affirmation required",
					"       having been proved, the court appoints (name):   2. [X] INDIVIDUAL: I solemnly affirm that I will perform the",
					"       Diane Pruitt Castellanos                               duties of personal representative according to law.",
					"       a. [X] executor.",
					"4. The representative is authorized to administer    3. Executed on (date): April 22, 2024",
					"   the estate under the Independent Administration     at (place): San Diego, California",
					"   of Estates Act with full authority.",
					"                                                       /s/ Diane P. Castellanos",
					"WITNESS, clerk of the court, with seal of the court affixed.   (SIGNATURE)",
					"",
					"                                                                   CERTIFICATION",
					"(SEAL)   Date: April 24, 2024                          I certify that this document is a correct copy of the original on",
					"         Clerk, by  M. Ruvalcaba, Deputy               file in my office and the letters issued to the personal",
					"                                                       representative appointed above have not been revoked, annulled,",
					"                                                       or set aside, and are still in full force and effect.")),
		}}

	return matterSpec{
		name: "estate-of-pruitt", title: "Estate of Harold Vincent Pruitt (San Diego County Superior Court, 24STPB00871)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 6, PartyCorrect: 3, EventTruth: 11, EventHits: 11, Grounded: 1}, // at 3dc306d
		docs:       []doc{petition, notice, order, letters},
		parties: []Party{
			{"Harold Vincent Pruitt", "party"}, // the decedent of an "Estate of" caption
			{"Diane Pruitt Castellanos", "petitioner"},
			{"Diane Pruitt Castellanos", "declarant"},
			{"Jonathan K. Mireles", "counsel"},
			{"Thomas H. Pruitt", "recipient"},
			{"Leticia Gomez", "declarant"},
			{"Beatrice L. Montoya", "judge"},
		},
		events: []Event{
			{"2024-04-18", "DE-111 Petition for Probate.pdf", 1},
			{"2024-01-19", "DE-111 Petition for Probate.pdf", 1},
			{"2019-06-03", "DE-111 Petition for Probate.pdf", 2},
			{"2024-03-04", "DE-111 Petition for Probate.pdf", 2},
			{"2024-04-18", "DE-121 Notice of Petition to Administer Estate.pdf", 1},
			{"2024-03-21", "DE-121 Notice of Petition to Administer Estate.pdf", 1},
			{"2024-04-18", "DE-140 Order for Probate.pdf", 1},
			{"2024-01-19", "DE-140 Order for Probate.pdf", 1},
			{"2019-06-03", "DE-140 Order for Probate.pdf", 1},
			{"2024-04-22", "DE-150 Letters Testamentary.pdf", 1},
			{"2024-04-24", "DE-150 Letters Testamentary.pdf", 1},
		},
	}
}
