package model

import "testing"

// TestCounselBlocks: lawyers whose signature or service block names them
// without a mark of signing (no "/s/", bar number or "Esq."): a name over
// the firm, its address and "Counsel for ..."; two or three such blocks
// side by side, as an extraction of the layout prints them (one line holding
// each block's line in turn, columns that drift, two lawyers a line apart by
// only two spaces); the names of a joint signature over their firm's line at
// a paper's close. A column's lawyer is counsel only under a counsel line:
// the party signing beside them is not, and the firm never is.
func TestCounselBlocks(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "service list in two columns",
			text: "NOTICE OF DEPOSITION\nPlease take notice that the deposition will be taken on the date set out below.\n\n" +
				"                              SERVICE LIST\n\n" +
				"Grace L. Whitcombe              Tobias R. Lindqvist\n" +
				"WHITCOMBE HALE LLP                   BRANDT NORRIS, P.C.\n" +
				"200 North LaSalle Street, Suite 900     55 East Erie Street\n" +
				"Chicago, Illinois 60601          Chicago, Illinois 60611\n" +
				"gwhitcombe@whitcombehale.com          tlindqvist@brandtnorris.com\n" +
				"Counsel for Plaintiff          Counsel for Defendant Orrin Supply Co.\n",
			want:  []string{"Grace L. Whitcombe/counsel", "Tobias R. Lindqvist/counsel"},
			never: []string{"Whitcombe Hale LLP/counsel", "Brandt Norris, P.C./counsel", "Chicago, Illinois/counsel"},
		},
		{
			name: "service list in two columns, read in reading order",
			text: "NOTICE OF DEPOSITION\nPlease take notice that the deposition will be taken on the date set out below.\nDated: March 3, 2025\n/s/ Hugo N. Brandt\nHugo N. Brandt\nCounsel for Defendant\nSERVICE LIST\n" +
				"Grace L. Whitcombe\nSamuel K. Osei\nWHITCOMBE HALE LLP\nWHITCOMBE HALE LLP\n200 North LaSalle Street, Suite 900\n200 North LaSalle Street, Suite 900\n" +
				"Chicago, Illinois 60601\nChicago, Illinois 60601\ngwhitcombe@whitcombehale.com\nsosei@whitcombehale.com\nCounsel for Plaintiff\nCounsel for Plaintiff\nServed by electronic mail on March 3, 2025.",
			want:  []string{"Grace L. Whitcombe/counsel", "Samuel K. Osei/counsel", "Hugo N. Brandt/counsel"},
			never: []string{"Whitcombe Hale LLP/counsel", "Service List/counsel"},
		},
		{
			name: "a service list's other addressees above the lawyer's signature",
			text: "CERTIFICATE OF SERVICE\nI certify that I served a copy of the motion by first-class mail on the following:\nDebtor:\nPaula R. Mendes\n14 Orchard Lane\nDecatur, GA 30030\n" +
				"Chapter 13 Trustee:\nOwen T. Rafferty\nSuite 400, 100 Peachtree Street\nAtlanta, GA 30303\n/s/ Carla J. Dunn\nCarla J. Dunn, Georgia Bar No. 123456\nDUNN & PIKE, LLP\n200 Main Street\nAtlanta, Georgia 30303\nAttorney for Movant",
			want:  []string{"Carla J. Dunn/counsel"},
			never: []string{"Owen T. Rafferty/counsel", "Paula R. Mendes/counsel"},
		},
		{
			name:  "joint signature in reading order",
			text:  "REQUEST FOR ARBITRATION\n7. The Claimant requests an award of damages, interest and costs.\nVienna, 3 April 2025\nDr. Lukas Berger\nSophie Mayr-Huber\nBerger Mayr Rechtsanwälte GmbH\n",
			want:  []string{"Lukas Berger/counsel", "Sophie Mayr-Huber/counsel"},
			never: []string{"Berger Mayr Rechtsanwälte GmbH/counsel"},
		},
		{
			name: "three blocks side by side",
			text: "CERTIFICATE OF SERVICE\nI certify that a copy of the foregoing was served on the following by electronic mail.\n\n" +
				"Ana Ruiz             Peter Vogel            Dana Marsh\n" +
				"RUIZ LAW PLLC             VOGEL & SANTOS LLP          MARSH LEGAL GROUP\n" +
				"Attorneys for Plaintiffs       Attorneys for Lakeside Bank     Attorneys for Third-Party Defendant\n",
			want:  []string{"Ana Ruiz/counsel", "Peter Vogel/counsel", "Dana Marsh/counsel"},
			never: []string{"Ruiz Law PLLC/counsel", "Vogel & Santos LLP/counsel"},
		},
		{
			name: "two lawyers two spaces apart over their firm",
			text: "STATEMENT OF DEFENCE\n1. The Respondent denies the claim in its entirety.\n\nLisbon, 2 June 2025\n\n" +
				"Marta Sousa Ferreira  Duarte Nogueira\nSOUSA NOGUEIRA ADVOGADOS\nCounsel for Respondent\n",
			want:  []string{"Marta Sousa Ferreira/counsel", "Duarte Nogueira/counsel"},
			never: []string{"Sousa Nogueira Advogados/counsel", "Marta Sousa Ferreira Duarte Nogueira/counsel"},
		},
		{
			name: "joint signature over the firm at the close",
			text: "REQUEST FOR ARBITRATION\n7. The Claimant requests an award of damages, interest and costs.\n\nVienna, 3 April 2025\n\n" +
				"Dr. Lukas Berger              Sophie Mayr-Huber\nBerger Mayr Rechtsanwälte GmbH\n",
			want:  []string{"Lukas Berger/counsel", "Sophie Mayr-Huber/counsel"},
			never: []string{"Berger Mayr Rechtsanwälte GmbH/counsel"},
		},
		{
			name: "party and lawyer signing side by side",
			text: "STIPULATION OF DISMISSAL\nThe parties stipulate to the dismissal of this action with prejudice.\n\n" +
				"Helen Marsh                      Owen Castillo\nPlaintiff                        CASTILLO & REYES LLP\n                                 Counsel for Defendant\n",
			want:  []string{"Owen Castillo/counsel"},
			never: []string{"Helen Marsh/counsel"},
		},
		{
			name: "bar numbers after a hash",
			text: "COMPLAINT\n12. Plaintiff demands judgment against Defendant.\n\nDated: May 1, 2025            NORTHSTAR HOLM PC\n\n" +
				"                       By: s/ Karin J. Holm\n                       Karin J. Holm (#0391122)\n                       Erik P. Dahl (#0402210)\n" +
				"                       100 Washington Avenue South\n                       Minneapolis, MN 55401\n\n                       Attorneys for Plaintiff\n",
			want:  []string{"Karin J. Holm/counsel", "Erik P. Dahl/counsel"},
			never: []string{"Northstar Holm PC/counsel", "Northstar Holm/counsel"},
		},
		{
			name: "a judge's signature and an approval heading above the lawyers",
			text: "ORDER\nThe motion is GRANTED.\n\n                 /s/ Maria T. Ocampo\n                 HON. MARIA T. OCAMPO\n                 JUDGE PRESIDING\n" +
				"APPROVED AS TO FORM:\n/s/ Dale R. Finch          /s/ Irene Q. Sato\nDale R. Finch              Irene Q. Sato\nAttorney for Plaintiff     Attorney for Defendant\n",
			want:  []string{"Dale R. Finch/counsel", "Irene Q. Sato/counsel", "Maria T. Ocampo/judge"},
			never: []string{"Maria T. Ocampo/counsel"},
		},
	})
}
