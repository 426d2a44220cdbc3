import type { LegalDocument } from './legal-document';

/** The Bookhive Terms of Service, rendered by the legal page component. */
export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: '20 November 2026',
  summary:
    'These terms are the agreement between you and Bookhive when you use our site. In short: be kind, mark your spoilers, only post what you have the right to share, and keep your account secure. You own what you write, and paid club memberships renew monthly until you cancel, which you can do at any time.',
  sections: [
    {
      id: 'agreement',
      heading: '1. About these terms',
      paragraphs: [
        'These Terms of Service set out the rules for using Bookhive and all its features (the "service"). "Bookhive", "we" and "us" mean the operator of the service; "you" means the person using it.',
        'By creating an account or using the service, you agree to these terms, including the community guidelines below. Our Privacy Policy explains how we handle your personal information. If you do not agree, please do not use Bookhive. If you are a consumer, nothing in these terms takes away your rights under the consumer protection laws of the country where you live.',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who can use Bookhive',
      paragraphs: [
        'You must be at least 13 years old to use Bookhive. Where the law of your country requires a parent or guardian to consent to a young person using an online service (in some countries up to age 16), you may use Bookhive only with that consent.',
        'To buy a paid club membership or run a paid club, you must be at least 18 (or the age of majority where you live), or have a parent or guardian who agrees to these terms on your behalf. You may not use Bookhive if we have previously banned you or if the law prevents you from receiving our services.',
      ],
    },
    {
      id: 'accounts',
      heading: '3. Your account and its security',
      paragraphs: [
        'You must sign up with a real e-mail address that you control and keep your details accurate. We use that address to verify your account and to send security notices, for example when your password or e-mail address changes.',
        'Your username and full name are public. They must not impersonate anyone, mislead people about who you are or break our guidelines; otherwise we may ask you to change them or change them ourselves.',
        'You are responsible for keeping your password secret and for activity under your account. Use a strong password you do not use elsewhere, do not share your account, and only tick "Remember me" on a device you trust. If you think someone else has accessed your account, reset your password straight away (this signs out every other session) and tell us.',
        'Accounts are personal: you may not sell or transfer yours, or create accounts by automated means. You can delete your account at any time.',
      ],
    },
    {
      id: 'your-content',
      heading: '4. Your content and the licence you give us',
      paragraphs: [
        'Your content is everything you post or upload to Bookhive, such as reviews, ratings, club and forum posts, avatars and author page content. You keep ownership of it.',
        'So that we can run Bookhive, you give us a worldwide, non-exclusive, royalty-free licence to host, store, copy, adapt for display (for example resizing an image or shortening a review into a preview), publish and distribute your content in order to operate, provide, promote and improve the service. We may let our service providers do these things for us; we do not sell your content.',
        'The licence ends when you delete the content or your account, except for copies in backups for a limited time, content others have quoted in their own posts, and content we must keep by law or to deal with a dispute or breach of these terms.',
        "You promise that you have the right to post your content and grant this licence, and that it does not break the law or anyone's rights, including copyright, privacy and publicity rights. Short quotations for review or discussion are usually fine; copying whole chapters or sharing pirated books is not.",
        'We may remove or restrict content that we reasonably believe breaks these terms, but we do not check content before it is published.',
      ],
    },
    {
      id: 'community-guidelines',
      heading: '5. Community guidelines',
      paragraphs: [
        'These guidelines apply everywhere on Bookhive: reviews, clubs, the forum, comments, profiles and author pages. Disagreeing about books is welcome; attacking people is not.',
      ],
      list: [
        'Be respectful. Criticise ideas and books, not people. No harassment, threats, hate speech or content that demeans people for their race, ethnicity, nationality, religion, disability, sex, gender identity, sexual orientation, age or similar characteristics.',
        "Mark your spoilers. Turn on the spoiler marker for reviews that reveal major plot points, twists or endings, and put a clear spoiler warning at the start of such posts elsewhere. In clubs, do not discuss chapters beyond the club's reading schedule except in threads set up for that.",
        'Stay on topic, and do not flood threads or post spam, advertising, referral links or repeated self-promotion unless a club or forum area expressly allows it.',
        "Keep it legal and safe: no illegal content, links to pirated books, malware, content that sexualises minors or promotes self-harm or violent extremism, or someone else's private information.",
        'Label graphic descriptions of violence or sexual content, and never post sexually explicit images.',
        'Follow club rules. Club owners may set extra rules for their club, consistent with these terms; joining a club means agreeing to them.',
      ],
    },
    {
      id: 'reviews-and-ratings',
      heading: '6. Reviews and ratings',
      paragraphs: [
        "Reviews and ratings must reflect your own genuine experience of a book. Do not rate books you have not engaged with, review from several accounts, or coordinate others to push a book's rating up or down. If you received payment, a free copy or another benefit for a review, say so at the start of it.",
        'Authors, publishers and their agents must not rate or review their own books, or books they have a commercial interest in, without clearly disclosing it, and must not offer incentives for positive reviews or pressure reviewers. We may remove reviews and ratings that break these rules, but we do not remove reviews simply because they are negative.',
      ],
    },
    {
      id: 'authors',
      heading: '7. Author pages, verification and book claims',
      paragraphs: [
        'Published authors can apply for a verified author page. We may ask for reasonable proof of identity, such as confirmation from an e-mail address on your official website or a link from your publisher or agent. We may refuse or withdraw verification if the evidence is insufficient or false, or if you break these terms. A verified badge confirms identity, not endorsement, and cannot be transferred.',
        'Verified authors may claim only books they wrote or co-wrote, including under a pen name. If a claim is disputed, we may ask for more evidence and pause or reverse the claim while we look into it.',
        "Claiming a book lets you show it on your author page and suggest corrections to its details. It gives you no control over readers' reviews, ratings, shelves or discussions. Authors must not respond to reviewers in a hostile or intimidating way or use their status to gain an advantage; if a review breaks our guidelines, report it like any other member.",
      ],
    },
    {
      id: 'clubs',
      heading: '8. Book clubs and club owners',
      paragraphs: [
        'Any member can start or join a club. Clubs can be free or paid, public or private, and owners may appoint moderators. As a club owner, you are responsible for how your club is run, and you agree to:',
      ],
      list: [
        'describe your club accurately, including its theme, reading schedule and what members get for any fee;',
        'set club rules consistent with these terms and moderate fairly in line with our community guidelines;',
        'deliver what you promise paid members and tell them promptly about significant changes;',
        "give at least 30 days' notice before a fee increase applies to existing members;",
        'remove paid members only for a genuine breach of your club rules or these terms;',
        "use members' information only to run the club, never for unrelated marketing;",
        'comply with the laws that apply to you, including tax on any income from a paid club; and',
        'complete the checks our payment provider requires before you can receive payouts, and accept the fee and payout terms shown when you turn on paid membership.',
      ],
    },
    {
      id: 'paid-clubs',
      heading: '9. Paid clubs: billing, cancellation and refunds',
      paragraphs: [
        'Monthly billing. A paid membership is a monthly subscription. The price, including any applicable taxes, is shown before you join. By joining, you authorise us and our payment provider, Stripe, to charge your payment method straight away and then every month on the same date until you cancel. Stripe handles your payment details under its own terms; we never store your full card number.',
        "Failed payments and price changes. If a payment fails, it may be retried over the following days; if it still fails, your membership may be paused or ended. If a club's price goes up, you will be told at least 30 days before the new price applies, and you can cancel before then.",
        "Cancelling. You can cancel at any time from the club's membership settings. No further payments are taken, and you keep access until the end of the month you have paid for. We do not refund partial months after you cancel, except as set out below.",
        'Your right to cancel. If you are a consumer in the UK or the EU, you may cancel a new membership within 14 days of joining. Because you ask for access to start straight away, we will refund your first payment minus a proportionate amount for the days you had access. To use this right, cancel and e-mail legal@bookhive.example within the 14 days.',
        'Other refunds. If a paid club is closed by its owner or removed by us during a month you have paid for, we will refund the unused part of that month. If a club clearly fails to provide what it promised, tell us and we will refund you where it is fair to do so. Refunds go to your original payment method, usually within 5 to 10 business days of approval.',
        'How a refund affects your access. This applies to our plans (Reader Plus and Club Host, billed monthly or yearly) and to paid club memberships alike. A payment refunded in full ends the plan or membership it paid for at once, and its paid features end with it. A partial refund keeps your plan or membership until the end of the period you paid for; it then renews or ends as it would have.',
        'Please contact us before raising a chargeback so we can fix any mistake quickly; we may suspend paid features while a chargeback is open. Nothing in this section affects your statutory rights.',
      ],
    },
    {
      id: 'affiliate-disclosure',
      heading: '10. Affiliate disclosure',
      paragraphs: [
        "As an Amazon Associate, Bookhive earns from qualifying purchases. Some links to books on Amazon are affiliate links: if you buy through one, we may earn a small commission at no extra cost to you. Affiliate relationships never affect reader ratings or reviews, and purchases on Amazon are between you and Amazon, under Amazon's terms.",
      ],
    },
    {
      id: 'prohibited-conduct',
      heading: '11. Prohibited conduct',
      paragraphs: ['You must not:'],
      list: [
        'break the law, commit fraud, or sell goods or services on Bookhive without our permission;',
        'impersonate anyone, including Bookhive staff, authors or club owners;',
        "post content that infringes anyone's intellectual property, including copies of books you have no right to share;",
        'access accounts, data or areas you are not authorised to use, including staff tools, or probe or test our systems for vulnerabilities without written permission;',
        'disrupt the service, spread malware, or get around rate limits, lock-outs or other security measures;',
        'scrape or copy Bookhive content by automated means beyond what our robots.txt allows, or use it to build a competing database, without our written permission;',
        "harvest other members' personal information or send them unsolicited marketing;",
        'create fake accounts or buy, sell or manipulate memberships, ratings or reviews; or',
        'use a new account, club or author page to evade a suspension or ban.',
      ],
    },
    {
      id: 'moderation',
      heading: '12. Reporting, moderation and appeals',
      paragraphs: [
        'Report content that breaks these terms using the report option next to it or a support ticket. Copyright owners can send infringement notices to legal@bookhive.example, identifying the work, the content concerned and their contact details.',
        'Our staff review reports and may act on their own initiative. Depending on the seriousness, we may remove or hide content, add a spoiler warning, remove a verified badge, restrict features, issue a warning, or suspend or close an account. Club owners and moderators can also remove content and members within their clubs.',
        'Where appropriate and lawful, we will tell you what we did and why. If you think we got it wrong, e-mail legal@bookhive.example within 30 days and a member of staff not involved in the original decision will review it.',
      ],
    },
    {
      id: 'termination',
      heading: '13. Suspension and termination',
      paragraphs: [
        'You can stop using Bookhive and delete your account at any time; this cancels your paid memberships from the end of the current paid month.',
        'We may suspend or close your account if you seriously or repeatedly break these terms, if the law requires it, or if your use creates a risk for Bookhive, our members or others. Where reasonable, we will warn you first and give you a chance to put things right. If we close your account without you being at fault, we will refund the unused part of any paid memberships.',
        'Sections that by their nature should continue after your account closes, such as the licence for content quoted by others, disclaimers, limitation of liability, indemnity and governing law, remain in effect.',
      ],
    },
    {
      id: 'book-data-and-third-parties',
      heading: '14. Book data, imports and third-party links',
      paragraphs: [
        'Part of our catalogue is based on the goodbooks-10k dataset, licensed under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0); our adaptations of that data are shared under the same licence. When enabled, we also retrieve book details from Open Library and Google Books, under their own terms. We cannot guarantee that book details are complete or correct; please tell us about mistakes.',
        'You can import your reading history from Goodreads or StoryGraph CSV exports and export your shelf as CSV. Only import files that belong to you, and check your shelves afterwards, because the formats of other services are outside our control.',
        'We do not control other websites we or our members link to and are not responsible for their content, products or privacy practices.',
      ],
    },
    {
      id: 'our-property',
      heading: '15. Our intellectual property and feedback',
      paragraphs: [
        'Apart from your content and third-party material, the service, including our software, design, the Bookhive name and logo, blog and docs, belongs to Bookhive or our licensors. We give you a personal, non-transferable, revocable permission to use the service as these terms allow. If you send us feedback or ideas, we may use them freely without owing you anything.',
      ],
    },
    {
      id: 'changes-to-service',
      heading: '16. Changes to the service',
      paragraphs: [
        'We may add, change or remove features. If a change significantly reduces what you get from a paid membership, we will tell you in advance, and you may cancel and get a refund for the unused part of the month. The service may occasionally be unavailable, for example during maintenance.',
      ],
    },
    {
      id: 'disclaimers',
      heading: '17. Disclaimers',
      paragraphs: [
        'We provide Bookhive with reasonable care and skill but, to the extent the law allows, the service is provided "as is" and "as available". We do not promise that it will always be available or error-free, that book information is accurate, or that any club will meet your expectations. Reviews, posts, club discussions and author content are the opinions of those who post them, and our blog and docs are for general information only.',
        'Nothing in this section limits any right that cannot be excluded by law, including your statutory rights as a consumer.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '18. Limitation of liability',
      paragraphs: [
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited by law.',
        'If you are a consumer, we are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. Loss or damage is foreseeable if it is obvious it will happen, or if we both knew it might happen when you accepted these terms. We provide the service for domestic and private use, so we are not liable to you for loss of profit, business or business opportunity.',
        'If you use Bookhive for business purposes, such as running a paid club as a business, we are not liable for indirect or consequential loss or for loss of profits, revenue, goodwill or data, and our total liability to you in any 12-month period is limited to the greater of £100 and the amount you paid Bookhive in that period.',
        "We are not responsible for other members' content or conduct, or for third-party websites, except where our breach of these terms caused the loss.",
      ],
    },
    {
      id: 'indemnity',
      heading: '19. Indemnity',
      paragraphs: [
        "If you use Bookhive for business purposes, you agree to compensate us for third-party claims, losses and reasonable costs, including legal fees, arising from your content, your breach of these terms or your breach of the law or anyone's rights. We will tell you promptly about any such claim and let you take part in defending it. This section does not apply to consumers.",
      ],
    },
    {
      id: 'governing-law',
      heading: '20. Governing law and disputes',
      paragraphs: [
        'If you have a problem, please contact legal@bookhive.example first; we aim to resolve complaints within 30 days.',
        'These terms, and any dispute arising from them or your use of the service (including non-contractual disputes), are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts. If you are a consumer elsewhere, including in the EU, you keep the protection of the mandatory laws of your country and may bring proceedings in its courts.',
      ],
    },
    {
      id: 'changes-to-terms',
      heading: '21. Changes to these terms',
      paragraphs: [
        "We may update these terms to reflect new features, legal changes or how we operate; the effective date at the top shows when they last changed. We will give you at least 30 days' notice of material changes by e-mail or on the site, unless a change is needed sooner for legal or security reasons. If you do not agree, you can delete your account and cancel paid memberships before the change takes effect; if you keep using Bookhive, the new terms apply.",
      ],
    },
    {
      id: 'general',
      heading: '22. General',
      paragraphs: [
        'These terms, with our Privacy Policy and any club rules or fee and payout terms you accept on Bookhive, are the whole agreement between you and us about the service. If a court finds part of them unenforceable, the rest still applies, and if we delay enforcing a right we can still enforce it later. We may transfer this agreement to another organisation, for example if Bookhive is sold, without reducing your rights; you may not transfer it without our written consent. Nobody else has any right to enforce these terms.',
      ],
    },
    {
      id: 'contact',
      heading: '23. Contact us',
      paragraphs: [
        'Questions about these terms, copyright notices and complaints: legal@bookhive.example. Privacy questions and requests: privacy@bookhive.example. For help using Bookhive, open a support ticket from your account.',
      ],
    },
  ],
};
