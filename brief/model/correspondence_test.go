package model

import "testing"

// TestInsideAddress: a letter's addressees are read from its inside
// address, in the layouts letters take: a company over an "Attn:" or
// "For the attention of" line (both are addressees), a person over a job
// title and the company (the person is), joint addressees joined by "&",
// a list under "Via Email to:" or "To:" with a bracketed aside naming
// counsel, addressees "c/o" their representatives. The letterhead, the
// address, the delivery line, the references and the subject line name no
// one; "To whom it may concern" under a letterhead has no addressee.
func TestInsideAddress(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "company with Attn line, consumer's own letter",
			text:  "Gloria Ramirez\n19 Elm Court\nSpringfield, IL 62704\n(217) 555-0199\nFebruary 1, 2025\nCERTIFIED MAIL, RETURN RECEIPT REQUESTED\nTri-County Motors, LLC\nAttn: Sam Keller, General Manager\n4410 Route 66\nSpringfield, IL 62711\nRe: Demand for refund, invoice 20931\nDear Mr. Keller:\nYou charged me for repairs I never approved. I ask that you refund the charge within thirty days.\nSincerely,\nGloria Ramirez",
			want:  []string{"Tri-County Motors, LLC/recipient", "Sam Keller/recipient", "Gloria Ramirez/sender"},
			never: []string{"Gloria Ramirez/recipient", "General Manager/recipient", "Demand for refund/recipient"},
		},
		{
			name:  "for the attention of, English solicitors",
			text:  "KESTREL LANE LLP\nSolicitors\n9 Queen Square, Bristol BS1 4JQ\nOur ref: DO/NL/114\nYour ref:\n12 May 2025\nBY EMAIL AND FIRST CLASS POST\nNorthgate Lettings Limited\nFor the attention of Mrs Priya Chandra, Managing Director\nFlat 2, 14 Albion Street\nBath BA1 1QQ\nDear Madam\nWe act for the tenant of the flat and write about the deposit your company has not protected.\nYours faithfully\nDaniel Osei\nAssociate\nKestrel Lane LLP",
			want:  []string{"Northgate Lettings Limited/recipient", "Priya Chandra/recipient", "Daniel Osei/sender"},
			never: []string{"Kestrel Lane LLP/recipient", "Managing Director/recipient", "Associate/sender"},
		},
		{
			name:  "person over title and company",
			text:  "ORCHARD BANK\n200 Main Street, Dayton, OH 45402\nMarch 9, 2025\nVIA EMAIL\nMr. Victor Hale\nChief Financial Officer\nHale Paper Products, Inc.\n77 Mill Road\nDayton, OH 45410\nRe: Loan 4471-22\nDear Mr. Hale:\nThe line of credit matured on March 1 and has not been repaid.\nVery truly yours,\nNora Lindqvist\nVice President",
			want:  []string{"Victor Hale/recipient", "Nora Lindqvist/sender"},
			never: []string{"Chief Financial Officer/recipient", "Orchard Bank/recipient", "Vice President/sender"},
		},
		{
			name:  "joint addressees and a generic salutation",
			text:  "Revenue Department\nPO Box 1200\nHartford, CT 06102\nDate: July 2, 2025\nNotice number: 55-1201\nMARK T JOHNSON & ELLEN R JOHNSON\n12 BIRCH HILL LN\nMANCHESTER CT 06040\nDear Taxpayers:\nWe changed your return for the year shown above.\nSincerely,\nAlan B. Ferris\nDirector",
			want:  []string{"Mark T Johnson/recipient", "Ellen R Johnson/recipient"},
			never: []string{"Revenue Department/recipient", "Notice number/recipient"},
		},
		{
			name:  "via email to a list of counsel",
			text:  "INTERNATIONAL CENTRE FOR DISPUTE RESOLUTION\n120 Broadway, Floor 21, New York, NY 10271\nJune 2, 2025\nVia Email to:\nPaul R. Stenson, Esq.\nMaria L. Ochoa, Esq.\nCase Number: 01-25-0002-1187\nRe: Arden Foods v. Pellham Logistics\nDear Parties:\nThis acknowledges the demand received on May 30, 2025.\nSincerely,\nJordan Blake\nCase Administrator",
			want:  []string{"Paul R. Stenson/recipient", "Maria L. Ochoa/recipient", "Jordan Blake/sender"},
			never: []string{"Case Number/recipient", "Arden Foods v. Pellham Logistics/recipient", "Parties/recipient"},
		},
		{
			name:  "To: list with counsel asides",
			text:  "SECRETARIAT OF THE TRIBUNAL\nRue du Rhone 14, 1204 Geneva\nBy email\nTo: Mr Henrik Dahl (Counsel for the Claimant)\nMs Amina Yusuf (Counsel for the Respondent)\n3 June 2025\nRe: Case 2025-04 - constitution of the tribunal\nDear Counsel,\nThe tribunal has been constituted today.\nYours sincerely,\nLucas Moreau\nCase Manager",
			want:  []string{"Henrik Dahl/recipient", "Henrik Dahl/counsel", "Amina Yusuf/recipient", "Amina Yusuf/counsel", "Lucas Moreau/sender"},
			never: []string{"Secretariat of the Tribunal/recipient"},
		},
		{
			name:  "parties care of their representatives, no salutation",
			text:  "EMPLOYMENT TRIBUNALS\nTo: Mr D Patel c/o Ms R Singh, Singh Legal Ltd\nAcme Widgets Ltd c/o Mr J Brown, Brown & Co Solicitors\nCase Number: 2201234/2025\nDate: 4 May 2025\nNOTICE OF HEARING\nThe claim will be heard by an Employment Judge on 9 June 2025.\nYours faithfully\nT Green\nFor the Tribunal Office",
			want:  []string{"D Patel/recipient", "R Singh/recipient", "Acme Widgets Ltd/recipient", "J Brown/recipient", "T Green/sender"},
			never: []string{"Singh Legal Ltd/recipient", "Brown & Co Solicitors/recipient", "Case Number/recipient"},
		},
		{
			name:  "to whom it may concern under a letterhead",
			text:  "RIVERSIDE MEDICAL CENTRE\n4 Quay Street, Exeter EX2 4AN | 01392 555 010\n10 January 2025\nTo whom it may concern\nRe: Mr Tom Hardy\nMr Hardy has been a patient of this practice since 2019.\nYours faithfully,\nAlan Price\nPractice Manager",
			want:  []string{"Alan Price/sender"},
			never: []string{"Riverside Medical Centre/recipient", "Tom Hardy/recipient"},
		},
		{
			name:  "inside address before the date",
			text:  "MERCER HOLT LLP\n1 King William Street, London EC4N 7AR\nBaltic Cargo Oy\nSatamakatu 4\nHelsinki, Finland\nBy email: claims@balticcargo.fi\n3 March 2025\nDear Sirs\nWe act for the owners of the vessel and write about unpaid demurrage.\nYours faithfully\nMercer Holt LLP",
			want:  []string{"Baltic Cargo Oy/recipient"},
			never: []string{"Mercer Holt LLP/recipient"},
		},
		{
			name:  "a letter signed without a closing",
			text:  "SUNRISE APPLIANCE REPAIR\n55 Canal Street, Lowell, MA 01852 | (978) 555-0110\nMarch 2, 2025\nMs. Gloria Ramirez\n19 Elm Court\nSpringfield, IL 62704\nDear Ms. Ramirez,\nWe received your complaint. Our technician called you before starting work and you approved it by phone.\nSam Keller\nOwner",
			want:  []string{"Gloria Ramirez/recipient", "Sam Keller/sender"},
			never: []string{"Owner/sender", "Sunrise Appliance Repair/recipient"},
		},
	})
}

// TestServiceAddressees: a court paper served "TO: ... AND TO: ..." or
// "TO BE SERVED UPON:" is sent to each addressee (the court's registrar is
// none), and the lawyer who signs it above the service block sends it.
func TestServiceAddressees(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "AND TO blocks",
			text:  "NOTICE OF MOTION\nTAKE NOTICE that the applicant will apply to this Court for an order restoring the water supply.\nDATED at JOHANNESBURG on this 2nd day of MAY 2025.\n______________________________\nP. MOTLOUNG\nMOTLOUNG ATTORNEYS INC.\nApplicant's Attorneys\n21 Jorissen Street, Braamfontein\nTel: 011 555 0101\nTO:\nTHE REGISTRAR OF THE ABOVE HONOURABLE COURT\nJOHANNESBURG\nAND TO: RAND WATER SERVICES (PTY) LTD\nFirst Respondent\n14 Commissioner Street, Johannesburg\nBY EMAIL\nAND TO: JOHANNESBURG WATER SOC LTD\nSecond Respondent\n1 Loveday Street, Johannesburg",
			want:  []string{"Rand Water Services (Pty) Ltd/recipient", "Johannesburg Water SOC Ltd/recipient", "P. Motloung/sender"},
			never: []string{"Registrar of the Above Honourable Court/recipient", "Motloung Attorneys Inc./recipient", "First Respondent/recipient"},
		},
		{
			name:  "to be served upon a numbered list",
			text:  "PETITION\n1. The Petitioner was dismissed without a hearing.\nDRAWN & FILED BY:\nOMONDI & KARIUKI ADVOCATES\nP.O. Box 4410-00100, NAIROBI\nTO BE SERVED UPON:\n1. National Land Commission, Ardhi House, Nairobi.\n2. The Hon. Attorney General, State Law Office, Nairobi.\n3. Nairobi City County, City Hall, Nairobi.",
			want:  []string{"National Land Commission/recipient", "Attorney General/recipient", "Nairobi City County/recipient"},
			never: []string{"Omondi & Kariuki Advocates/recipient", "Ardhi House/recipient", "State Law Office/recipient"},
		},
	})
}

// TestMailNames: a printed webmail message names its sender on a line of
// its own with the date below it, then "To:" and "Cc:"; a sender written
// "Last, First" is the fuller spelling of the same name in the message's
// signature.
func TestMailNames(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "webmail printout",
			text:  "Gmail - Re: Lease renewal\nAnna Berg <anna.berg@gmail.com>\nRe: Lease renewal\n2 messages\nAnna Berg <anna.berg@gmail.com>\nMon, Mar 3, 2025 at 9:14 AM\nTo: Tom Reyes <treyes@oakprop.com>\nHi Tom, I will not renew the lease when it ends in June.\nTom Reyes <treyes@oakprop.com>\nMon, Mar 3, 2025 at 11:02 AM\nTo: Anna Berg <anna.berg@gmail.com>\nCc: Lisa Wong <lwong@oakprop.com>\nThanks Anna, Lisa will arrange the move-out inspection.",
			want:  []string{"Anna Berg/sender", "Anna Berg/recipient", "Tom Reyes/sender", "Tom Reyes/recipient", "Lisa Wong/recipient"},
			never: []string{"Re: Lease renewal/recipient", "Lease renewal/sender"},
		},
		{
			name:  "last, first with a fuller signature",
			text:  "From: Castillo, Maria <mcastillo@pellham.com>\nSent: Tuesday, April 8, 2025 10:12 AM\nTo: Stenson, Paul <pstenson@stensonlaw.com>\nSubject: Inspection dates\nPaul, we can offer April 22 or April 24 for the inspection.\nMaria E. Castillo | Associate General Counsel | Pellham Logistics Inc.",
			want:  []string{"Maria E. Castillo/sender", "Paul Stenson/recipient"},
			never: []string{"Maria Castillo/sender", "Inspection dates/recipient"},
		},
	})
}

// TestSignerOfficeIsCounsel: a letter signed by a company's general counsel
// is signed by counsel.
func TestSignerOfficeIsCounsel(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "general counsel signs",
		text:  "PELLHAM LOGISTICS INC.\nLegal Department | 40 Dock Road, Newark, NJ 07105\nApril 10, 2025\nPaul R. Stenson, Esq.\nRe: Arden Foods\nDear Mr. Stenson:\nI write in answer to your letter of April 2. Pellham denies that any shipment was late.\nSincerely,\nMaria E. Castillo\nGeneral Counsel",
		want:  []string{"Maria E. Castillo/sender", "Maria E. Castillo/counsel", "Paul R. Stenson/recipient"},
		never: []string{"Legal Department/recipient", "Pellham Logistics Inc./recipient"},
	}})
}

// TestCorrespondentInitials: a letter that addresses a party by initial
// and surname is addressed to the person the matter's other papers name in
// full; two people who could be meant leave the initials as written.
func TestCorrespondentInitials(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "initials to the full name",
			text:  "CLAIM FORM\nName of claimant: Priya Anand Desai\nName of respondent: Copperleaf Foods Ltd\n\fEMPLOYMENT TRIBUNALS\nTo: Ms P Desai c/o Mr K Osei, Osei Legal Ltd\nCase Number: 3300112/2025\nNOTICE OF CLAIM\nA claim has been received and is enclosed.\nYours faithfully\nR Lowe\nFor the Tribunal Office",
			want:  []string{"Priya Anand Desai/recipient", "K Osei/recipient", "R Lowe/sender"},
			never: []string{"P Desai/recipient"},
		},
		{
			name:  "two who could be meant",
			text:  "WITNESS LIST\nPeter Desai, the claimant's brother, and Priya Desai, the claimant, will give evidence.\n\fTo: Ms P Desai c/o Mr K Osei, Osei Legal Ltd\nCase Number: 3300112/2025\nNOTICE OF HEARING\nThe hearing is listed for one day.\nYours faithfully\nR Lowe\nFor the Tribunal Office",
			want:  []string{"P Desai/recipient"},
			never: []string{"Peter Desai/recipient", "Priya Desai/recipient"},
		},
	})
}

// TestMemoAndCopyLines: an office memorandum puts "TO:" above "FROM:",
// each with the person's job after a comma (a job title is never a first
// name: "Daniel Fenwick, Plant Manager" is not "Plant Manager Daniel
// Fenwick"); a letter copied to people by their email addresses copies it
// to each; a letter closed "With kind regards" is signed below it.
func TestMemoAndCopyLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "memorandum",
			text:  "MEMORANDUM\nTO: Karen Ostrowski, Director of Human Resources\nFROM: Daniel Fenwick, Plant Manager\nDATE: March 4, 2024\nRE: Final written warning - Luis Ortega\nOn March 1, 2024 Mr. Ortega left his station without relief for the second time this quarter.",
			want:  []string{"Karen Ostrowski/recipient", "Daniel Fenwick/sender"},
			never: []string{"Plant Manager Daniel Fenwick/sender", "Final written warning/recipient", "Luis Ortega/recipient"},
		},
		{
			name:  "copies by email address",
			text:  "GRANT & VOSS LLP\n40 Wall Street, New York, NY 10005\nMay 1, 2024\nVIA EMAIL\nPaul Marsh, Esq.\nMarsh Legal PLLC\n10 Court Street, Brooklyn, NY 11201\nRe: Ortega v. Fenwick Foods\nDear Mr. Marsh:\nWe write about the deposition schedule and propose May 20 for the plaintiff.\nWith kind regards,\nHelen Grant\ncc: Sara Lind <slind@fenwickfoods.com>; Tom Ruiz <truiz@grantvoss.com>",
			want:  []string{"Paul Marsh/recipient", "Helen Grant/sender", "Sara Lind/recipient", "Tom Ruiz/recipient"},
			never: []string{"Marsh Legal PLLC/recipient", "slind@fenwickfoods.com/recipient"},
		},
		{
			name:  "copied to an officer at the company",
			text:  "GRANT & VOSS LLP\nMay 1, 2024\nPaul Marsh, Esq.\nRe: Ortega v. Fenwick Foods\nDear Mr. Marsh:\nWe enclose the signed stipulation extending the time to answer.\nSincerely,\nHelen Grant\ncc: Ana Ortiz, Fenwick Foods, Inc. (via email)\nFile",
			want:  []string{"Ana Ortiz/recipient", "Fenwick Foods, Inc./recipient", "Helen Grant/sender"},
			never: []string{"Inc./recipient", "File/recipient"},
		},
	})
}

// TestSignedForACompany: a letter signed "for and on behalf of" a company
// whose name has a person's form ("Northgate Lettings Limited") is signed
// by the person below it; a firm addressed as "Messrs." receives for its
// client and is no addressee, nor two people.
func TestSignedForACompany(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "for and on behalf of",
			text:  "ACME LTD\n1 High Street, Leeds LS1 1AA\n3 June 2024\nMr Tom Price\n4 Low Road\nLeeds LS2 2BB\nDear Mr Price\nWe write about your unpaid invoice for the boiler service.\nYours faithfully\nFor and on behalf of\nNorthgate Lettings Limited\nPriya Chandra\nDirector",
			want:  []string{"Priya Chandra/sender", "Tom Price/recipient"},
			never: []string{"Northgate Lettings Limited/sender"},
		},
		{
			name:  "Messrs",
			text:  "June 3, 2024\n\nMessrs. Hale & Burke Solicitors\n12 Bridge Street\nCork T12 X2Y4\n\nDear Sirs\nWe refer to your letter of 28 May about your client's claim.\nYours faithfully\nMaeve Doyle\nClaims Handler",
			want:  []string{"Maeve Doyle/sender"},
			never: []string{"Messrs. Hale/recipient", "Burke Solicitors/recipient", "Hale/recipient"},
		},
	})
}

// TestLawyersLetterAndCopyLabels: a solicitor's letter that says it is
// written on instructions ("We are instructed by", "We have been
// instructed to act for") is signed by counsel; a copy list may be
// labelled "Copy:", "Copied to:", "c:" or "cc (by email):".
func TestLawyersLetterAndCopyLabels(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "instructed by",
			text:  "FENWICK MOORE LLP\nSolicitors\n2 Castle Street, Chester CH1 2DS\n4 April 2025\nBY EMAIL\nDelta Roofing Limited\nDear Sirs\nWe are instructed by Mrs Eileen Carter in connection with the roof works at her home.\nYours faithfully\nOliver Moore\nPartner\nCopied to: Eileen Carter",
			want:  []string{"Oliver Moore/sender", "Oliver Moore/counsel", "Delta Roofing Limited/recipient", "Eileen Carter/recipient"},
			never: []string{"Fenwick Moore LLP/recipient"},
		},
		{
			name:  "cc by email",
			text:  "HARBOR TITLE COMPANY\nApril 9, 2025\nMs. Rita Gomez\nRe: Escrow 22-118\nDear Ms. Gomez:\nThe escrow closed on April 8, 2025 and the funds were disbursed.\nSincerely,\nLen Ortiz\nEscrow Officer\ncc (by email): Sam Patel; Joy Lin",
			want:  []string{"Len Ortiz/sender", "Rita Gomez/recipient", "Sam Patel/recipient", "Joy Lin/recipient"},
			never: []string{"Escrow Officer/sender"},
		},
	})
}

// TestLetterMarkings: a letter's markings and modes of delivery ("Special
// Delivery", "Hand Delivered", "Open Letter", "Subject to Contract",
// "Privileged & Confidential") are never addressees.
func TestLetterMarkings(t *testing.T) {
	for _, mark := range []string{"Special Delivery", "First Class Post", "Hand Delivered", "Open Letter", "SUBJECT TO CONTRACT",
		"Privileged & Confidential", "For Settlement Purposes Only", "Email and Tracked Post"} {
		runGeneral(t, []generalCase{{
			name:  mark,
			text:  "ORCHARD BANK\n200 Main Street, Dayton, OH 45402\nMarch 9, 2025\n" + mark + "\nMr. Victor Hale\n77 Mill Road\nDayton, OH 45410\nRe: Loan 4471-22\nDear Mr. Hale:\nThe line of credit matured on March 1 and has not been repaid.\nVery truly yours,\nNora Lindqvist",
			want:  []string{"Victor Hale/recipient", "Nora Lindqvist/sender"},
			never: []string{mark + "/recipient"},
		}})
	}
}

// TestLettersInABundle: an exhibit that bundles several letters, one after
// another, has the addressees and the signer of each.
func TestLettersInABundle(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "two letters",
		text:  "EXHIBIT D\nORCHARD BANK\n200 Main Street, Dayton, OH 45402\nMarch 9, 2025\nMr. Victor Hale\n77 Mill Road\nDayton, OH 45410\nDear Mr. Hale:\nThe line of credit matured on March 1 and has not been repaid.\nVery truly yours,\nNora Lindqvist\fHALE PAPER PRODUCTS, INC.\n77 Mill Road, Dayton, OH 45410\nMarch 14, 2025\nMs. Nora Lindqvist\nOrchard Bank\n200 Main Street\nDayton, OH 45402\nDear Ms. Lindqvist:\nWe ask for a sixty-day extension while the sale of the Troy plant closes.\nSincerely,\nVictor Hale\nPresident",
		want:  []string{"Victor Hale/recipient", "Nora Lindqvist/sender", "Nora Lindqvist/recipient", "Victor Hale/sender"},
		never: []string{"Orchard Bank/recipient"},
	}})
}

// TestFirmForTheAttention: a law firm a letter is addressed to, for the
// attention of one of its lawyers ("For the attention of", "FAO:", "Attn:",
// on the line below the firm or below its address, or in brackets after it
// on a "To:" line), is a recipient with the lawyer; a firm named with no
// attention line receives for its client and is none, and the letterhead's
// own firm never is.
func TestFirmForTheAttention(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "for the attention of, below the address",
			text:  "ORMSBY PRICE LLP\n2 Colmore Square, Birmingham B4 6AJ\nDX 711 Birmingham\nFairlie Brook LLP\n10 Temple Row\nBirmingham B2 5HG\nFor the attention of Ruth Adeyemi\nBy email only\nYour ref: RA/CL/33\nOur ref: TK/HAR/19\n3 June 2025\nDear Sirs\nWe act for the Defendant and write further to your client's claim form.\nYours faithfully\nThomas Kerr\nPartner\nfor and on behalf of Ormsby Price LLP",
			want:  []string{"Fairlie Brook LLP/recipient", "Ruth Adeyemi/recipient", "Thomas Kerr/sender"},
			never: []string{"Ormsby Price LLP/recipient", "Ormsby Price LLP/counsel"},
		},
		{
			name:  "FAO under a firm of solicitors",
			text:  "HARTLAND JOINERY LTD\nUnit 2, Mill Lane, Hexham NE46 1AB\n4 March 2025\nHartigan Cole Solicitors\n4 Park Row\nLeeds LS1 5HD\nFAO: Tom Reilly\nYour ref: TR/0091\nDear Mr Reilly,\nWe have your letter and do not accept that the staircase was defective.\nKind regards\nAngela Hartland\nDirector",
			want:  []string{"Hartigan Cole Solicitors/recipient", "Tom Reilly/recipient", "Angela Hartland/sender"},
			never: []string{"Hartland Joinery Ltd/recipient"},
		},
		{
			name:  "To: lines with the firms' lawyers in brackets",
			text:  "CENTRE FOR INTERNATIONAL ARBITRATION\nOur Ref: CIA/25/0147\nDate: 2 June 2025\nBy Email\nTo: Bellmont Rye LLP (Attn: Ms Clara Voss / Mr Ian Fu)\nCounsel for the Claimant\nPerrault Kim (Attn: Mr Jun Perrault)\nCounsel for the Respondent\ncc: The Arbitral Tribunal\nDear Counsel,\nThe tribunal has been constituted.\nYours faithfully,\nNadia Osman\nCase Counsel",
			want:  []string{"Bellmont Rye LLP/recipient", "Clara Voss/recipient", "Ian Fu/recipient", "Perrault Kim/recipient", "Jun Perrault/recipient", "Nadia Osman/sender"},
			never: []string{"Arbitral Tribunal/recipient", "Centre for International Arbitration/recipient", "Perrault Kim/plaintiff", "Email/counsel", "Dear/plaintiff"},
		},
		{
			name:  "a firm with no attention line",
			text:  "DALTON & REEVE\n8 High Street, Guildford GU1 3AJ\nPaxton Wells LLP\n21 Queen Street\nLondon EC4R 1BE\n12 May 2025\nDear Sirs\nWe refer to your client's claim and enclose our client's response.\nYours faithfully\nDalton & Reeve",
			never: []string{"Paxton Wells LLP/recipient", "Dalton & Reeve/recipient"},
		},
	})
}

// TestSignedByTheFirm: an English solicitors' letter signed in the firm's
// name alone, as printed at its head ("Yours faithfully / Hollins &
// Markham"), is sent by the firm; a couple who sign their own letter are
// not a firm.
func TestSignedByTheFirm(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "firm's name under the closing",
			text:  "PARRY & WYNNE\nSOLICITORS\n14 High Street, Chester CH1 1DE\nOur ref: GP/ROB/441\nPlease ask for: Gwen Parry\n6 May 2025\nThe Directors\nDeeside Roofing Ltd\nUnit 9, Sealand Road\nChester CH1 4LQ\nDear Sirs\nLETTER OF CLAIM\nWe are instructed by Mr and Mrs Roberts about the roof your company replaced at their home.\nYours faithfully\nParry & Wynne",
			want:  []string{"Parry & Wynne/sender", "Deeside Roofing Ltd/recipient"},
			never: []string{"Gwen Parry/sender", "Parry & Wynne/recipient"},
		},
		{
			name:  "a couple sign their own letter",
			text:  "12 Rowan Close\nYork YO10 3JF\n2 April 2025\nThe Manager\nMinster Kitchens Ltd\n4 Foss Islands Road\nYork YO31 7UL\nDear Sir\nThe worktop you fitted has split. Please arrange a replacement.\nYours faithfully\nDavid & Ruth Okafor",
			want:  []string{"Minster Kitchens Ltd/recipient"},
			never: []string{"David & Ruth Okafor/sender"},
		},
	})
}

// TestInstitutionCounselSends: an arbitral institution's counsel who
// writes to the parties ("Counsel" under her name, the institution's
// name below it or at the letter's head) sends the letter and acts for no
// party; a law firm's counsel who signs is counsel.
func TestInstitutionCounselSends(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "institution's counsel",
			text:  "ASIA PACIFIC INTERNATIONAL ARBITRATION CENTRE\nOur Ref: APIAC/A25031\nDate: 9 April 2025\nBy Email\nTo: Kwan Lim LLP (Attn: Ms Grace Kwan)\nDear Counsel,\nWe write to confirm the constitution of the tribunal and request deposits by 30 April 2025.\nYours faithfully,\nMei Tanaka\nCounsel\nAsia Pacific International Arbitration Centre",
			want:  []string{"Mei Tanaka/sender", "Grace Kwan/recipient"},
			never: []string{"Mei Tanaka/counsel"},
		},
		{
			name: "a firm's counsel",
			text: "HALDANE ROSS LLP\n1 Cheapside, London EC2V 6DN\n9 April 2025\nBy Email\nMerrow Trading Limited\nFor the attention of Mr Ivo Sander\nDear Sirs\nWe act for the Claimant and enclose its notice of arbitration.\nYours faithfully,\nPaul Rees\nCounsel\nHaldane Ross LLP",
			want: []string{"Paul Rees/sender", "Paul Rees/counsel", "Ivo Sander/recipient"},
		},
	})
}

// TestStatutoryNoticeBlocks: an Indian statutory notice addresses "To, /
// The Board of Directors, / COMPANY" (the company is the recipient, not
// the board), gives its sender under "From,", and a reply names the
// person it is for after "Kind Attn:".
func TestStatutoryNoticeBlocks(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "form of demand notice",
			text:  "FORM 3\nFORM OF DEMAND NOTICE\nDate: 5th March, 2024\nTo,\nThe Board of Directors,\nNILGIRI TEXTILES PRIVATE LIMITED\nRegistered Office: 12 Mill Road, Coimbatore - 641001.\nFrom,\nDECCAN DYES PRIVATE LIMITED\nRegistered Office: Plot 4, Patancheru, Hyderabad - 502319.\nSubject: Demand notice in respect of unpaid operational debt.\nMadam/Sir,\n1. This letter is a demand notice of an unpaid operational debt.\nYours faithfully,\nSuresh Reddy\nDirector",
			want:  []string{"Nilgiri Textiles Private Limited/recipient", "Deccan Dyes Private Limited/sender"},
			never: []string{"The Board of Directors/recipient", "Board of Directors/recipient"},
		},
		{
			name: "kind attention",
			text: "ANIL MEHTA\nADVOCATE, HIGH COURT\nDate: 14.03.2024\nTo,\nDeccan Dyes Private Limited,\nPlot 4, Patancheru,\nHyderabad - 502319.\nKind Attn: Mr. Suresh Reddy, Director\nSub: Reply to your demand notice.\nSir,\n1. My client denies the debt.\nYours faithfully,\nAnil Mehta\nAdvocate",
			want: []string{"Deccan Dyes Private Limited/recipient", "Suresh Reddy/recipient"},
		},
	})
}

// TestServiceListsOfWrits: a writ's "To the Defendants:" and a pleading's
// "FOR SERVICE ON:" list the parties it is served on, one a numbered line:
// each is a recipient, without its address or its place in the suit.
func TestServiceListsOfWrits(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "writ of summons",
			text:  "IN THE HIGH COURT OF JUSTICE\nWRIT OF SUMMONS\nTo the Defendants:\n1. ADENIKE FOODS LIMITED of 4 Creek Road, Apapa, Lagos State.\n2. BABAJIDE OLAWALE COKER of 11 Glover Road, Ikoyi, Lagos State.\nYou are hereby commanded to cause an appearance to be entered for you.",
			want:  []string{"Adenike Foods Limited/recipient", "Babajide Olawale Coker/recipient"},
			never: []string{"Creek Road/recipient"},
		},
		{
			name:  "for service on",
			text:  "STATEMENT OF CLAIM\n1. The Claimant is a trader.\nFOR SERVICE ON:\n1. The 1st Defendant, Adenike Foods Limited, 4 Creek Road, Apapa, Lagos.\n2. The 2nd Defendant, Babajide Olawale Coker, 11 Glover Road, Ikoyi, Lagos.\n3. National Union of Road Transport Workers, 2 Broad Street, Lagos.",
			want:  []string{"Adenike Foods Limited/recipient", "Babajide Olawale Coker/recipient"},
			never: []string{"National Union/recipient"},
		},
	})
}

// TestTypistSignedLetter: an Indian advocate's letter closes "Yours
// faithfully," over the typist's "Sd/-" and the name in brackets, which a
// reading-order extraction may print as "Sd/(X)": X is its sender.
func TestTypistSignedLetter(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "sd over the name",
			text: "KIRAN DESHPANDE\nADVOCATE, HIGH COURT\nDate: 02.03.2024\nTo,\nMahalaxmi Traders Private Limited,\nPune - 411001.\nSir,\n1. Under instructions from my client I reply to your notice.\nYours faithfully,\nSd/(Kiran Deshpande)\nAdvocate for Sahyadri Foods Private Limited",
			want: []string{"Kiran Deshpande/sender", "Mahalaxmi Traders Private Limited/recipient"},
		},
	})
}

// TestBlockLettersSignature: a statutory form signed as a letter gives
// its signer's name after "Name in block letters:".
func TestBlockLettersSignature(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "a statutory form's signature in block letters",
			text: "FORM 3\nFORM OF DEMAND NOTICE\nTo,\nMahalaxmi Traders Private Limited,\nPune - 411001.\nMadam/Sir,\n1. This letter is a demand notice of an unpaid operational debt.\nYours sincerely,\nSignature of person authorised to act on behalf of the operational creditor\nName in block letters: SUNIL RAMESH PATIL\nPosition with or in relation to the operational creditor: Director",
			want: []string{"Sunil Ramesh Patil/sender"},
		},
	})
}

// TestWritAddressees: a writ addresses its defendants in a paragraph, each
// entry a name and an address: "To: X, the 1st Defendant, ...; and Y, the
// 2nd Defendant, of ...", "Kepada / To: (1) X, ...; (2) Y, ...", "To the
// Defendants: 1. X, of ...; 2. Y, of ...". A letter's "To:" line is no
// such list.
func TestWritAddressees(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "hong kong writ", text: "WRIT OF SUMMONS\nTo: Fortune Bay Trading Company Limited, the 1st Defendant, whose registered office is at Room 1507, Wing On Centre, Hong Kong; and Ho Siu Fung, the 2nd Defendant, of Flat B, 22/F, Kwun Tong, Kowloon.\nTHIS WRIT OF SUMMONS has been issued against you.",
			want: []string{"Fortune Bay Trading Company Limited/recipient", "Ho Siu Fung/recipient"}},
		{name: "malaysian writ", text: "WRIT\nKepada / To: (1) Jaya Velocity Engineering Sdn Bhd, No. 12, Jalan Perusahaan 3, 41000 Klang, Selangor; (2) Tan Chee Keong, No. 27, Jalan SS 2/64, 47300 Petaling Jaya; (3) Ravindran a/l Muthusamy, No. 5, Jalan Bukit Raja 11/2, 41150 Klang.",
			want: []string{"Jaya Velocity Engineering Sdn Bhd/recipient", "Tan Chee Keong/recipient", "Ravindran a/l Muthusamy/recipient"}},
		{name: "singapore claim", text: "ORIGINATING CLAIM\nTo the Defendants: 1. Ravindran s/o Muthusamy, of 14 Jalan Kuras, Singapore 577741; 2. Chew Mei Ling, of 14 Jalan Kuras, Singapore 577741.",
			want: []string{"Ravindran s/o Muthusamy/recipient", "Chew Mei Ling/recipient"}},
		{name: "memo line", text: "MEMORANDUM\nTo: All staff, Finance Department\nFrom: Helen Park\nRe: Expense policy",
			never: []string{"All staff/recipient"}},
	})
}

// TestAttentionOfALawFirm: a letter addressed to a law firm for the
// attention of one of its people is to a lawyer of that firm; a company's
// attention line names no lawyer.
func TestAttentionOfALawFirm(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "solicitors' firm", text: "WITHOUT PREJUDICE SAVE AS TO COSTS\nOur Ref: AY/LIT/24/0318\n2 May 2024\nMessrs Fung & Ng\nSolicitors\nRoom 2203, 22/F, Bank of America Tower\n12 Harcourt Road, Central\nHong Kong\n\nAttn: Mr Patrick Ng Chun Hei\n\nDear Sirs,\nRe: HCA 1873/2024\nWe refer to your letter.\nYours faithfully,\nLo, Tam & Partners",
			want:  []string{"Patrick Ng Chun Hei/counsel", "Patrick Ng Chun Hei/recipient"},
			never: []string{"Hong Kong/recipient"}},
		{name: "company", text: "14 March 2024\nNorthwind Traders Ltd\n22 Main Street\nLeeds LS1 4AB\n\nAttn: Ms Carol Baines\n\nDear Ms Baines,\nWe write about your invoice.\nYours sincerely,\nJohn Harper",
			want:  []string{"Carol Baines/recipient"},
			never: []string{"Carol Baines/counsel"}},
	})
}

// TestAttentionUnderALawFirmsLetterhead: a law firm's letterhead above the
// date makes no lawyer of the company's contact the letter is for.
func TestAttentionUnderALawFirmsLetterhead(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "firm letterhead", text: "HARLOW & PRICE LLP\nSolicitors\n1 King Street, Manchester\n\n14 March 2024\n\nNorthwind Traders Ltd\n22 Main Street\nLeeds LS1 4AB\n\nAttn: Ms Carol Baines\n\nDear Ms Baines,\nWe act for Acme.\nYours sincerely,\nJohn Harper\nHarlow & Price LLP",
			want:  []string{"Carol Baines/recipient"},
			never: []string{"Carol Baines/counsel"}},
	})
}

// TestCopiedForTheAttentionOf: a company copied on a letter, with the
// person it is for on an "Attention:" line under it, are both recipients;
// the firm's footer names no lawyer.
func TestCopiedForTheAttentionOf(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "cc with attention",
		text:  "26 April 2024\nSouth African Transport and Allied Workers Union\nJohannesburg Regional Office\n6th Floor, Saffrich House, 40 De Korte Street\nBraamfontein, 2001\nBY EMAIL: tmolefe@satawu.org.za\nAttention: Mr Tebogo Molefe\nDear Sir\nREVIEW APPLICATION\n1. We act for Bokamoso Freight Services (Pty) Ltd.\nYours faithfully\nMPHO MOLOI\nVAN ROOYEN MOLOI INCORPORATED\nDirect email: mmoloi@vrmlaw.co.za\ncc: Bokamoso Freight Services (Pty) Ltd\nAttention: Ms Charlene van Wyk, Human Resources Manager\n\nVan Rooyen Moloi Incorporated | Reg. No. 2011/004512/21 | Directors: J.P. van Rooyen (BA LLB), M. Moloi (LLB)",
		want:  []string{"Bokamoso Freight Services (Pty) Ltd/recipient", "Charlene van Wyk/recipient", "Tebogo Molefe/recipient", "South African Transport and Allied Workers Union/recipient", "Mpho Moloi/sender"},
		never: []string{"Van Rooyen Moloi/counsel", "Human Resources Manager/recipient"},
	}})
}

// TestLetterToCounselOfSeveralFirms: a court's letter to counsel prints
// each firm's lawyers as a group of their own; every lawyer named is an
// addressee.
func TestLetterToCounselOfSeveralFirms(t *testing.T) {
	runGeneral(t, []generalCase{{
		name: "letter opinion",
		text: "COURT OF CHANCERY\nOF THE\nSTATE OF DELAWARE\nNATHANIEL J. BRISCO\nVICE CHANCELLOR\n\nJuly 29, 2024\nElliot R. Brannigan, Esquire\nSofia T. Varga, Esquire\nBrannigan Varga LLP\n1201 N. Market Street, Suite 900\nWilmington, DE 19801\n\nCatherine M. Albrecht, Esquire\nJonah P. Whitfield, Esquire\nAlbrecht Sloane LLP\n222 Delaware Avenue, Suite 1500\nWilmington, DE 19801\n\nRe: Tessaro v. Corvane Therapeutics, Inc.,\nC.A. No. 2024-0287-NJB\nDear Counsel:\nThis letter opinion resolves the claim.\nSincerely,\n/s/ Nathaniel J. Brisco\n\nVice Chancellor",
		want: []string{"Elliot R. Brannigan/recipient", "Sofia T. Varga/recipient", "Catherine M. Albrecht/recipient", "Jonah P. Whitfield/recipient", "Nathaniel J. Brisco/judge"},
	}})
}
