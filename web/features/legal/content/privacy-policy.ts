import type { LegalDocument } from './legal-document';

/** The Bookhive Privacy Policy, rendered by the legal page component. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '20 November 2026',
  summary:
    "We collect what we need to run Bookhive: your account details, what you put on your shelves and in clubs, and some technical information that keeps the site secure and helps us improve it. We don't sell your personal information, we don't use advertising cookies, and we share data only with the service providers who help us run Bookhive. You can see, correct, export or delete your information at any time.",
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are and what this policy covers',
      paragraphs: [
        'Bookhive is a social reading service: readers keep bookshelves with ratings and reviews, join or start book clubs, take part in our forum, read our blog and docs and contact our support team, and verified authors run author pages.',
        'This Privacy Policy explains what personal information we collect, why we collect it, who we share it with, how long we keep it and what rights you have. "Bookhive", "we" and "us" mean the operator of the Bookhive service; "you" means anyone who visits or uses it. Bookhive is the controller of your personal information under the UK GDPR, the EU GDPR and similar laws.',
        'This policy does not cover websites we link to, such as Amazon, Open Library or Google Books, which have their own privacy policies. Please read it together with our Terms of Service.',
      ],
    },
    {
      id: 'information-we-collect',
      heading: '2. The information we collect',
      paragraphs: [
        'Most of what we hold is information you give us. Some is created automatically when you use Bookhive.',
      ],
      list: [
        'Account details: your e-mail address, full name, username and password. We never store your password itself, only a one-way argon2id hash of it, so nobody at Bookhive can read it.',
        'Profile details: your avatar, your bio and display preferences such as your theme.',
        'Reading activity: your shelves, ratings and reviews (including whether a review is marked as containing spoilers).',
        'Imports: if you import a Goodreads or StoryGraph CSV export, we read it to add its books, shelves, ratings, reviews and dates to your account. We do not keep the uploaded file itself. The rows we read from it are kept so you can check the result and fix rows we could not match: 7 days for an import you previewed but never started, and 30 days after an import finishes; then they are deleted.',
        'Community content: clubs you start or join, club discussions, forum posts, comments, reports you make about content, and files you upload.',
        'Paid memberships: the paid clubs you belong to, your membership status and your billing history. Card details are collected and stored by our payment provider, Stripe; we receive only limited details such as the card brand, last four digits and expiry date.',
        'Author information: the evidence you give us to verify that you are an author (such as a link to your official website or a publisher contact) and the books you claim.',
        'Support requests: your messages and attachments, and our replies.',
        'Notifications and e-mails: the notifications we create for you and whether you have read them, and the account e-mails we send you (verification, password reset, e-mail change and security notices) with basic delivery information.',
        "Sessions: when you sign in we record when the session started and was last used, your IP address and your browser's user agent, so you can see and end your sessions and we can spot unusual activity.",
        'Security events: records of sign-up and sign-in attempts (successful or not), password reset requests, password and e-mail changes, e-mail verification, sessions being signed out and temporary lock-outs, with the time, the account if known, the IP address and browser.',
        'Analytics and server logs: page views and product events with device details (see section 5), and the standard request logs our servers keep, including IP addresses, the pages requested, times and errors.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: '3. How we use your information and our legal bases',
      paragraphs: [
        'Contract: most of your information is needed to provide the service you signed up for under our Terms of Service: creating and securing your account, showing your shelves, reviews and profile, running clubs and the forum, sending notifications and account e-mails, billing paid memberships, handling imports and exports, verifying authors and answering support requests.',
        'Legitimate interests: we use some information because we, our members or the public have a legitimate interest that is not outweighed by your rights. This covers keeping Bookhive secure (security events, rate limiting, detecting fraud, spam and account takeovers), moderating content and enforcing our rules, keeping a staff audit log, analytics to fix problems and improve Bookhive, and establishing or defending legal claims. You can object to this at any time (see section 11).',
        'Legal obligation: we keep some records, such as tax and accounting records for payments, because the law requires it, and we disclose information when we are legally required to.',
        "Consent: where we rely on consent, for example where the law requires it for certain browser storage or a parent's consent for a younger teenager, you can withdraw it at any time without affecting what we did before.",
        'We do not sell your personal information or use it for targeted advertising. We do not make decisions about you based solely on automated processing that have legal or similarly significant effects; automated safeguards such as temporary lock-outs after repeated failed sign-ins exist only to protect accounts, and our support team can review them.',
      ],
    },
    {
      id: 'cookies-and-browser-storage',
      heading: '4. Cookies and browser storage',
      paragraphs: [
        'Bookhive uses one cookie, and it is strictly necessary. We do not use advertising cookies, third-party tracking cookies or social media pixels.',
        'Session cookie: when you sign in we set a cookie called bookhive_session (named __Host-bookhive_session on secure connections). It holds a random token identifying your session; we store only a hash of that token. It is HTTP-only, so scripts on the page cannot read it, and SameSite=Lax, which helps protect against cross-site request forgery. Without "Remember me" the cookie is deleted when you close your browser and the session expires one day after you last used it; with "Remember me" it lasts up to 30 days after your last visit. Signing out deletes it.',
        "We also keep a few items in your browser's local storage (kept until removed) and session storage (cleared when you close the tab or window). They stay on your device and you can clear them at any time in your browser settings:",
      ],
      list: [
        'Local storage, last-used sign-in tab: so the sign-in form opens on the tab you used last.',
        'Local storage, remembered e-mail address: only if you ask us to remember it, so the sign-in form is pre-filled. Untick the option or clear your browser storage to remove it.',
        'Local storage, pending club invitation: if you open a club invitation link before signing in or signing up, so you can accept it afterwards. It is removed once used.',
        "Local storage, guest theme: the theme you chose while signed out. Signed-in members' theme choices are saved to their account instead.",
        'Local storage, recent error reports: technical details of up to 50 recent errors in your browser, to help diagnose problems. They stay in your browser unless you choose to share them with us, for example in a support ticket; the oldest are dropped as new ones arrive.',
        'Session storage, device fingerprint: an identifier derived from characteristics of your browser and device, used for security, such as recognising repeated sign-in attempts from the same device and detecting abuse.',
        'Session storage, analytics session id: a random identifier that groups the page views and events of one visit, so our analytics can count visits.',
      ],
    },
    {
      id: 'analytics',
      heading: '5. Analytics',
      paragraphs: [
        'We run our own analytics collector rather than using an advertising or third-party analytics network. It records page views and product events (for example a search, a book being shelved or a club being joined) with your device type, browser, operating system, viewport size, the referring page and the analytics session id.',
        'We use it to see which features are used, find slow or broken pages and decide what to build next, mostly looking at aggregated results. We do not use analytics to build advertising profiles, sell it or combine it with data from other companies.',
        'Where the law in your country requires consent for analytics storage, we ask for it before the analytics session id is set. You can also block session storage in your browser, or e-mail privacy@bookhive.example to have your account excluded from analytics.',
      ],
    },
    {
      id: 'what-others-can-see',
      heading: '6. What other people can see',
      paragraphs: [
        'Bookhive is social, so some of what you share is public. Your username, full name, avatar, bio, join date and your reviews and ratings can be seen by anyone, including people who are not signed in and search engines. Forum posts are public unless they are in a members-only area.',
        "Content in a public club is visible to everyone; content in a private club is visible to its members. Club owners and moderators can see their club's member list, and owners of paid clubs can see who has an active membership, but never your payment details.",
        'Your e-mail address, billing details, security events and analytics data are never shown publicly. Think before posting personal information, because others may copy what they can see.',
      ],
    },
    {
      id: 'sharing',
      heading: '7. Who we share information with',
      paragraphs: [
        'We share personal information only as described below. Our service providers act on our instructions under contracts that require them to protect it and use it only to serve us. We will tell you which providers we currently use if you ask.',
      ],
      list: [
        'Payment processing: Stripe receives your payment details directly, plus what it needs to bill you, such as your e-mail address and the membership you are buying. Stripe also acts as an independent controller for some purposes, such as fraud prevention, under its own privacy policy.',
        'E-mail delivery: our e-mail provider receives your e-mail address and the content of the account e-mails we send you.',
        "Hosting and storage: our infrastructure providers run the servers, databases and file storage that hold Bookhive's data and your uploads, including avatars.",
        'Other members: content you share is visible as described in section 6.',
        'Professional advisers, such as lawyers and accountants, under a duty of confidentiality.',
        'Authorities: law enforcement, regulators or courts, when we believe in good faith that the law requires it or that it is needed to protect the safety or rights of people or of Bookhive. Where we can, we tell you first.',
        'Business changes: if Bookhive is merged, acquired or sold, personal information may pass to the new owner, who must respect this policy. We will tell you before that happens.',
      ],
    },
    {
      id: 'book-data-and-links',
      heading: '8. Book data lookups and Amazon links',
      paragraphs: [
        'Part of our catalogue comes from the goodbooks-10k dataset, which contains no information about you. When enabled, we also look up books on Open Library and Google Books, sending only what is needed to find the book, such as a title, author or ISBN, and never your account details.',
        "Bookhive is an Amazon Associate and earns from qualifying purchases. Links to Amazon product pages carry our associate tag so Amazon can credit us, but we do not send Amazon your name, e-mail address or account details. Once you are on Amazon's website, Amazon's own privacy notice and cookies apply.",
      ],
    },
    {
      id: 'retention',
      heading: '9. How long we keep information',
      paragraphs: [
        'We keep personal information only as long as we need it for the purposes in this policy:',
      ],
      list: [
        'Account, profile and reading data: while your account is open. When you delete your account, your profile is removed straight away and your account data is permanently purged from our live systems within 30 days.',
        'Backups: deleted data may remain in backups until they are overwritten, within a further 35 days. Backups are used only to restore the service after a failure.',
        'Reviews, posts and club content: until you delete them or your account. Replies that are part of a conversation may stay, shown as from a deleted member, so the conversation still makes sense.',
        'Sessions: until they expire or you sign out. Verification and e-mail change links expire after 24 hours, password reset links after 60 minutes, and each works only once.',
        'Security events: 12 months.',
        'Staff audit log: 24 months.',
        'Analytics events: 13 months, after which they are deleted or reduced to statistics that identify no one.',
        'Server logs: 30 days.',
        'Notifications: until you delete them, or 12 months at most.',
        'Support tickets: 24 months after the ticket is closed.',
        'Author verification evidence: 90 days after our decision.',
        'Payment and tax records: 6 years after the end of the financial year they relate to, as UK tax law requires.',
        'Content removed for breaking our rules, and related reports: up to 12 months, or longer if needed for a legal claim.',
      ],
    },
    {
      id: 'security',
      heading: '10. How we protect your information',
      paragraphs: [
        'No system is perfectly secure, but we build security into how Bookhive works. If an incident affecting your personal information happens, we will act to limit the harm and notify you and the regulator where the law requires. Please use a unique password for Bookhive and tell us at privacy@bookhive.example if you think your account has been compromised. Our measures include:',
      ],
      list: [
        'Passwords hashed with argon2id, a modern algorithm designed to resist cracking.',
        'Encrypted HTTPS connections between your browser and Bookhive.',
        'HTTP-only, SameSite session cookies, with only a hash of each session token stored on our servers.',
        'Single-use, time-limited links for verification, password resets and e-mail changes, and security notices when important account details change.',
        'Rate limiting and temporary lock-outs against password guessing, and all other sessions signed out when you reset your password.',
        'Role-based staff access, with every staff change recorded in an audit log.',
        'Card details handled only by Stripe, never by our servers.',
      ],
    },
    {
      id: 'your-rights',
      heading: '11. Your rights',
      paragraphs: [
        'Under the UK GDPR, the EU GDPR, the California Consumer Privacy Act (CCPA) and similar laws you have rights over your personal information. We offer these rights to all members, wherever they live:',
      ],
      list: [
        'Access: get a copy of the personal information we hold about you and how we use it.',
        'Correction: fix information that is wrong or incomplete; you can change most details yourself in your settings.',
        'Deletion: delete your account from your account settings, or ask us to delete your information. We may keep what the law requires, such as payment records.',
        'Export: download your shelf as a CSV file at any time, or ask us for your account data in a machine-readable format.',
        'Objection: object to our use of your information based on legitimate interests, including analytics. We will stop unless we have compelling grounds, such as keeping the service secure.',
        'Restriction: ask us to pause using your information while a complaint or correction is resolved.',
        'Withdrawing consent, where we rely on it.',
        "Complaint: complain to a data protection regulator, such as the Information Commissioner's Office in the UK (ico.org.uk) or the authority where you live in the EU. We would appreciate the chance to help first.",
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: '12. How to exercise your rights',
      paragraphs: [
        'You can do many things yourself: edit your profile, change your e-mail address or password, delete reviews and posts, export your shelf, sign out other sessions and delete your account. For anything else, e-mail privacy@bookhive.example from the address on your account.',
        'To protect your account we may need to confirm your identity first, usually by asking you to confirm the request from your account e-mail address. We will reply within one month (45 days where the CCPA applies), and if we need longer, as the law allows for complex requests, we will tell you why. Requests are free unless they are clearly unfounded or excessive. You may use an authorised agent; we will ask for proof of their authority and may ask you to confirm your identity directly.',
      ],
    },
    {
      id: 'california',
      heading: '13. Additional information for California residents',
      paragraphs: [
        'In the last 12 months we have collected these categories of personal information, as defined by the CCPA: identifiers (name, username, e-mail address, IP address); commercial information (paid club memberships and billing history); internet or other electronic network activity (analytics, session, security and log data); and content you choose to share, such as reviews, posts, uploads and support messages. Sections 2, 3 and 7 describe their sources, purposes and recipients.',
        'We do not sell personal information or share it for cross-context behavioural advertising, and we do not use sensitive personal information beyond what is needed to provide the service. We will not treat you differently for exercising your privacy rights. You can exercise your rights to know, delete and correct as described in section 12.',
      ],
    },
    {
      id: 'children',
      heading: '14. Children',
      paragraphs: [
        'Bookhive is not meant for children under 13, and you must not create an account if you are under 13. If we learn that we hold personal information from a child under 13, we will delete it as quickly as we can.',
        'In some countries, including several EU member states, a parent or guardian must consent before a service like Bookhive can process the personal information of a young person under 16 (the exact age varies). If you are between 13 and 16 and live in one of those places, you may use Bookhive only with that consent, and we may ask for evidence of it. Parents or guardians who believe their child has given us information without the consent required can contact privacy@bookhive.example.',
      ],
    },
    {
      id: 'international-transfers',
      heading: '15. International transfers',
      paragraphs: [
        "Bookhive is operated from the United Kingdom, and some of our service providers, including Stripe, process information in other countries such as the United States. When we transfer personal information out of the UK or the European Economic Area, we protect it using adequacy decisions or regulations where they exist (including the UK-US data bridge and the EU-US Data Privacy Framework for certified companies) and otherwise the European Commission's standard contractual clauses with the UK International Data Transfer Addendum, plus additional safeguards where needed. Ask us at privacy@bookhive.example for details.",
      ],
    },
    {
      id: 'changes',
      heading: '16. Changes to this policy',
      paragraphs: [
        'We may update this policy as Bookhive changes or the law develops; the effective date at the top shows when it last changed. If we make a significant change, such as collecting a new kind of information or using it for a new purpose, we will tell you by e-mail or with a notice on the site before it takes effect, and ask for your consent where the law requires it.',
      ],
    },
    {
      id: 'contact',
      heading: '17. Contact us',
      paragraphs: [
        'Questions or concerns about your privacy or this policy: privacy@bookhive.example. Other legal matters: legal@bookhive.example. We read every message and will reply as soon as we can.',
      ],
    },
  ],
};
