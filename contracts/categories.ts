/**
 * The book category taxonomy (SPEC §3 "Category taxonomy entry", "Quick category pill"): the 29
 * top-level categories of the spec, each with the subcategories a good bookshop would list.
 * Shared by server and web, so it is plain data plus pure helpers and imports nothing.
 *
 * Each `query` is what a reader would type or how Goodreads readers shelve such books: lower-case
 * words and phrases joined by OR. The server also matches Goodreads shelf tags against these
 * alternatives (server/modules/books/category-tags.ts), so a phrase should read like a shelf name.
 */

export interface Category {
  /** Stable: the slugs from the root down, joined by '/', e.g. 'mystery-thriller-suspense/mystery'. */
  id: string;
  name: string;
  /** Unique across the whole taxonomy: the page is /find-books/{slug}. */
  slug: string;
  /** A lucide-react icon component name. */
  icon: string;
  parent: string | null;
  level: 0 | 1 | 2;
  /** Alternatives separated by OR. */
  query: string;
  /** Names from the root to this entry. */
  path: string[];
}

export interface QuickCategoryPill {
  name: string;
  icon: string;
  query: string;
  /** Amazon.com Books browse node. */
  amazonId: string;
  /** The category page the pill opens (/find-books/{categorySlug}). */
  categorySlug: string;
}

/*
 * One line per category: `Name | Icon | query`, indented two spaces per level, with a fourth
 * field for the slug when the name alone would repeat another category's slug. An outline keeps
 * 300-odd entries readable, one screenful per top-level category.
 */
const outline = `
Arts & Photography | Palette | art OR arts OR photography OR art history OR visual arts OR design
  Architecture | Building2 | architecture OR architects OR urban planning
  Art History & Criticism | Landmark | art history OR art criticism OR art theory OR artists OR art and artists
  Drawing & Painting | Paintbrush | drawing OR painting OR painters OR illustration OR sketching
  Fashion & Design | Shirt | fashion OR graphic design OR design OR typography
  Music | Music | music OR musicians OR music history OR rock music OR jazz OR classical music OR music bios
  Performing Arts | Drama | performing arts OR dance OR ballet OR acting OR musical theatre OR opera
  Photography | Camera | photography OR photographs OR photographers OR photojournalism
Biographies & Memoirs | BookUser | biography OR biographies OR bio OR bios OR memoir OR memoirs OR autobiography OR autobiographies
  Arts & Literature | Feather | literary biography OR authors biography OR music biography OR music bios OR artist biography | arts-literature-biographies
  Celebrities & Entertainers | Clapperboard | celebrity OR celebrities OR celebrity memoir OR hollywood memoir OR comedians memoir
  Historical Biographies | Hourglass | historical biography OR history biography OR biography history OR presidents OR royalty biography
  Leaders & Notable People | Crown | leaders OR political biography OR presidential biography OR first ladies OR activists
  Memoirs | NotebookPen | memoir OR memoirs OR autobiography OR autobiographies OR personal memoir
  Professionals & Academics | Briefcase | business biography OR scientists OR science biography OR doctors memoir
  Sports Biographies | Trophy | sports biography OR sports memoir OR athletes OR sports bios
  Travelers & Explorers | Compass | explorers OR exploration OR expedition OR expeditions
Business & Money | Briefcase | business OR money OR finance OR economics OR management OR business books
  Careers | BriefcaseBusiness | career OR careers OR job hunting OR work life
  Economics | TrendingUp | economics OR economy OR behavioral economics OR economic history
  Entrepreneurship | Rocket | entrepreneurship OR entrepreneur OR entrepreneurs OR startups OR startup OR small business
  Management & Leadership | Users | leadership OR management OR business leadership
  Marketing & Sales | Megaphone | marketing OR sales OR advertising OR branding
  Personal Finance | PiggyBank | personal finance OR money OR money management OR financial freedom OR budgeting OR retirement
    Investing | ChartLine | investing OR investment OR investments OR stock market OR stocks
  Real Estate | House | real estate OR property investing
Children's Books | ToyBrick | children OR childrens OR kids OR kid lit OR kidlit OR juvenile OR juvenile fiction OR read aloud OR read alouds OR bedtime stories
  Animals | PawPrint | animal stories OR talking animals OR children animals OR kids animals OR animal fiction | childrens-animals
  Chapter Books | BookOpenText | chapter books OR chapter book OR transitional chapter books OR early chapter books
  Classics | Library | children classics OR childrens classics OR kids classics OR childhood classics | childrens-classics
  Early Readers | BookA | early readers OR early reader OR beginning readers OR easy readers OR easy reader OR i can read
  Fairy Tales & Folklore | Castle | children fairy tales OR childrens fairy tales OR fables OR nursery rhymes OR folk tales for children | childrens-fairy-tales
  Fantasy & Magic | WandSparkles | children fantasy OR childrens fantasy OR kids fantasy OR middle grade fantasy OR juvenile fantasy | childrens-fantasy
  Humor | Smile | children humor OR childrens humor OR kids humor OR funny kids books | childrens-humor
  Middle Grade | School | middle grade OR middle grades OR middle grade fiction OR middle reader OR middle readers OR middle school OR tween OR tweens
  Nonfiction | Lightbulb | children nonfiction OR childrens nonfiction OR kids nonfiction OR juvenile nonfiction | childrens-nonfiction
  Picture Books | Image | picture books OR picture book OR picturebooks OR picturebook OR board books OR illustrated children
  Poetry | Quote | children poetry OR childrens poetry OR kids poetry OR rhyming OR rhymes | childrens-poetry
Comics & Graphic Novels | BookImage | comics OR comic OR comic books OR comic book OR graphic novels OR graphic novel OR graphic OR sequential art
  Comic Strips & Cartoons | Smile | comic strips OR comic strip OR cartoons OR cartoon OR calvin and hobbes OR peanuts
  Graphic Memoirs & Nonfiction | NotebookPen | graphic memoir OR graphic memoirs OR graphic nonfiction OR graphic novel memoir OR comics journalism
  Graphic Novels | BookImage | graphic novels OR graphic novel OR graphicnovels OR graphic fiction
  Manga | Zap | manga OR manhwa OR anime OR shojo OR shonen OR light novel OR light novels
  Superheroes | Shield | superhero OR superheroes OR super heroes OR marvel OR dc comics OR batman OR superman
  Webcomics | Globe | webcomics OR webcomic OR web comics
Computers & Technology | Laptop | computers OR computer OR technology OR tech OR computing
  Artificial Intelligence | BrainCircuit | artificial intelligence OR ai OR machine learning OR deep learning
  Computer Science | Cpu | computer science OR algorithms OR computation OR information theory
  Data Science | Database | data science OR big data OR data analysis OR databases OR data visualization
  Games & Game Design | Gamepad2 | video games OR gaming OR game design OR game development OR gamers
  Hacking & Security | Lock | hacking OR hackers OR hacker OR cybersecurity OR computer security OR cryptography
  Internet & Social Media | Wifi | internet OR social media OR digital culture OR online culture
  Programming | Code | programming OR coding OR software OR software engineering OR software development
    Web Development | Globe | web development OR javascript OR web design OR front end
Cookbooks Food & Wine | ChefHat | cookbooks OR cookbook OR cook books OR cooking OR food OR recipes OR cuisine
  Baking | CakeSlice | baking OR bread OR desserts OR cakes OR pastry
  Beverages & Wine | Wine | wine OR beer OR cocktails OR spirits and cocktails OR beverages OR drinks
  Food Writing & Culture | Utensils | food writing OR food memoir OR food memoirs OR food history OR foodie OR chefs OR restaurants OR food lit
  Grilling & Barbecue | Flame | grilling OR barbecue OR bbq OR smoking meat
  Healthy Cooking | Salad | healthy cooking OR healthy recipes OR clean eating OR whole food OR low carb
  International Cuisine | Globe | international cooking OR world cuisine OR italian cooking OR french cooking OR asian cooking OR mexican cooking OR indian cooking
  Quick & Easy | Timer | quick and easy OR easy recipes OR slow cooker OR weeknight meals OR one pot
  Vegetarian & Vegan | Vegan | vegetarian OR vegan OR plant based OR veganism
Crafts Hobbies & Home | Scissors | crafts OR craft OR hobbies OR diy OR handmade OR homemaking
  Collecting | Gem | collecting OR antiques OR collectibles OR collectors
  Gardening | Sprout | gardening OR gardeners OR landscaping OR houseplants OR horticulture
  Home Improvement & Design | Wrench | home improvement OR interior design OR decorating OR home decor OR organizing OR tidying OR decluttering
  Knitting & Crochet | Spool | knitting OR crochet OR knit lit OR yarn
  Needlework & Sewing | Scissors | sewing OR quilting OR quilts OR embroidery OR needlework OR cross stitch
  Pets & Animal Care | PawPrint | pets OR pet care OR dog training OR cat care OR animal care OR pets and animals
  Sustainable Living | Leaf | sustainable living OR sustainability OR homesteading OR self sufficiency OR simple living OR zero waste
  Woodworking | Hammer | woodworking OR carpentry OR woodwork OR furniture making
Education & Teaching | GraduationCap | education OR teaching OR pedagogy OR educators
  Early Childhood Education | Baby | early childhood OR preschool OR montessori OR early childhood education
  Education Theory & Reform | Lightbulb | education reform OR educational theory OR education policy OR philosophy of education OR pedagogy
  Higher Education | University | higher education OR college admissions OR academic life
  Homeschooling | House | homeschool OR homeschooling OR unschooling OR classical education
  Special Education | HeartHandshake | special education OR special needs OR learning disabilities OR dyslexia OR adhd
  Study Skills & Test Prep | PencilRuler | study skills OR test prep OR study guides OR study guide OR sat prep OR textbooks
  Teaching Methods & Classroom | School | teaching methods OR classroom management OR teachers OR teacher resources OR teaching reading
Engineering & Transportation | Cog | engineering OR engineers OR transportation OR inventions
  Aerospace & Aviation | Plane | aerospace OR aviation OR aircraft OR pilots OR airplanes
  Automotive | Car | cars OR automotive OR motorcycles OR auto repair OR car culture
  Civil & Environmental | Construction | civil engineering OR environmental engineering OR infrastructure OR bridges OR construction
  Electrical & Electronics | CircuitBoard | electronics OR electrical engineering OR electricity OR circuits OR arduino
  Energy | Zap | energy OR renewable energy OR solar power OR nuclear power OR oil and gas
  Mechanical Engineering | Wrench | mechanical engineering OR mechanics OR robotics OR manufacturing
  Trains Ships & Transit | TrainFront | trains OR railroads OR railways OR ships OR shipbuilding OR public transit OR boats
Health Fitness & Dieting | HeartPulse | health OR fitness OR wellness OR wellbeing OR healthy living OR health and fitness
  Addiction & Recovery | Pill | addiction OR drug addiction OR addiction recovery OR alcoholism OR sobriety OR recovery
  Aging & Longevity | Hourglass | aging OR longevity OR healthy aging OR anti aging
  Alternative Medicine | Leaf | alternative medicine OR holistic health OR herbalism OR natural health OR naturopathy OR ayurveda OR herbal remedies
  Diets & Weight Loss | Scale | diet OR diets OR dieting OR weight loss OR paleo OR keto OR intermittent fasting
  Exercise & Fitness | Dumbbell | exercise OR workout OR fitness OR strength training OR bodybuilding OR yoga OR pilates
  Mental Health | Brain | mental health OR mental illness OR depression OR anxiety OR bipolar OR ptsd OR eating disorders
  Nutrition | Apple | nutrition OR healthy eating OR food science OR vitamins OR food and nutrition OR food and health
  Psychology & Counseling | BrainCog | psychology OR counseling OR psychotherapy OR therapy OR pop psychology OR popular psychology
  Women's Health | HeartPulse | women s health OR womens health OR menopause OR fertility OR hormones
History | Landmark | history OR historical nonfiction OR history nonfiction OR narrative history OR nonfiction history
  Africa | Earth | african history OR africa history OR history of africa OR apartheid OR colonialism | african-history
  Americas | Flag | american history OR us history OR united states history OR early american history OR american revolution OR civil war OR native american history OR latin american history OR canadian history | americas-history
  Ancient Civilizations | Amphora | ancient history OR ancient world OR ancient rome OR ancient greece OR ancient egypt OR classical antiquity OR roman history OR greek history
  Asia | Earth | asian history OR chinese history OR history of china OR japanese history OR history of japan OR indian history OR korean history | asian-history
  Europe | Castle | european history OR british history OR english history OR french history OR russian history OR german history OR irish history OR history of europe | european-history
    Holocaust | Flame | holocaust OR the holocaust OR holocaust memoir OR holocaust survivors OR holocaust studies
  Medieval | Sword | medieval history OR middle ages OR the middle ages OR dark ages OR crusades OR vikings history
  Middle East | MoonStar | middle east history OR middle eastern history OR history of the middle east OR ottoman empire OR arab history
  Military History | Shield | military history OR history military OR war history OR military nonfiction OR military non fiction OR naval history
    World War I | Flag | world war i OR world war 1 OR wwi OR ww1 OR first world war OR great war OR world war one
    World War II | Flag | world war ii OR world war 2 OR world war two OR world war ll OR wwii OR ww2 OR second world war OR pacific theater
  Modern History | Newspaper | 20th century history OR modern history OR cold war history OR contemporary history OR history of the 20th century
  World History | Globe | world history OR global history OR big history OR history of the world OR history world
Humor & Entertainment | Laugh | humor OR humour OR funny OR comedy OR hilarious OR humorous OR entertainment
  Comedy & Stand-Up | Mic | stand up comedy OR standup OR stand up OR comedians OR comedian OR improv
  Humor | Laugh | humor OR humour OR funny OR hilarious OR humorous OR comedy OR dark humor OR humor essays OR humorous essays | humor-books
  Movies & Film | Clapperboard | film studies OR film history OR film theory OR filmmaking OR cinema OR screenwriting OR hollywood OR movie making
  Pop Culture | Star | pop culture OR popular culture OR celebrity culture OR fandom OR nostalgia pop culture
  Puzzles & Games | Puzzle | puzzles OR puzzle books OR crosswords OR sudoku OR chess OR board games OR card games OR riddles
  Television & Radio | Tv | television OR tv shows OR tv history OR radio OR podcasts
  Trivia & Fun Facts | Lightbulb | trivia OR fun facts OR useless information OR weird facts OR did you know
Law | Scale | law OR legal OR lawyers OR jurisprudence OR legal system
  Business & Intellectual Property Law | Copyright | business law OR corporate law OR intellectual property OR copyright law OR patents
  Constitutional Law | ScrollText | constitutional law OR constitution OR supreme court OR bill of rights OR civil liberties
  Criminal Law & Justice | Gavel | criminal law OR criminal justice OR justice system OR death penalty OR wrongful conviction OR prison reform
  Human Rights & International Law | Globe | human rights OR international law OR war crimes OR refugee law
  Legal History | Landmark | legal history OR history of law OR law history OR famous trials
  Legal Profession & Education | Briefcase | law school OR lawyering OR legal education OR legal profession OR law students OR law firm
LGBTQ+ Books | Rainbow | lgbt OR lgbtq OR lgbtqia OR glbt OR queer OR gay OR lesbian OR bisexual OR transgender OR gay and lesbian
  Biographies & Memoirs | BookUser | lgbt memoir OR queer memoir OR gay memoir OR lesbian memoir OR coming out memoir | lgbtq-biographies-memoirs
  Fiction | BookHeart | lgbt fiction OR queer fiction OR gay fiction OR lesbian fiction OR queer lit OR gay lit OR lgbt literature OR queer literature OR gay literature | lgbtq-fiction
  History & Studies | Landmark | lgbt history OR queer history OR gay history OR queer theory OR queer studies OR gay rights OR lgbt rights | lgbtq-history-studies
  Romance | Heart | m m OR mm romance OR m m romance OR gay romance OR lesbian romance OR f f OR ff romance OR queer romance | lgbtq-romance
  Transgender & Nonbinary | Transgender | transgender OR trans OR nonbinary OR non binary OR genderqueer OR trans fiction
  Young Adult | Backpack | lgbt ya OR queer ya OR gay ya OR lgbtq ya OR ya lgbt OR ya queer OR lgbt young adult | lgbtq-young-adult
Literature & Fiction | BookOpen | fiction OR literature OR novels OR novel OR lit OR general fiction OR adult fiction OR fiction general OR fiction literature
  Action & Adventure | Compass | adventure OR action adventure OR action OR adventure fiction OR swashbuckling OR action and adventure
  Classics | Library | classics OR classic OR classic literature OR classic lit OR classic fiction OR modern classics OR modern classic OR the classics OR classic novels
  Contemporary Fiction | Coffee | contemporary fiction OR contemporary OR contemporary lit OR contemporary literature OR modern fiction OR general fiction OR realistic fiction OR realistic
  Dramas & Plays | Drama | plays OR play OR theatre OR theater OR drama plays OR playwrights OR shakespeare OR screenplays OR plays and musicals
  Genre Fiction | Shapes | genre fiction OR popular fiction OR commercial fiction
    Coming of Age | Sprout | coming of age OR bildungsroman OR growing up
    Erotica | Flame | erotica OR erotic OR erotic fiction OR erotic literature
    Family Life | Users | family life OR family saga OR family sagas OR family drama OR family fiction OR family
    Humor & Satire | Smile | satire OR humorous fiction OR comic fiction OR parody OR humor satire OR fiction humor | humor-satire
    War & Military Fiction | Swords | war OR war fiction OR war stories OR war novels OR military fiction OR fiction military OR war books
    Westerns | Sun | westerns OR western OR western fiction OR cowboys OR wild west OR frontier
  Historical Fiction | Hourglass | historical fiction OR historical OR historicalfiction OR historical fic OR historical novels OR historical novel OR historic fiction OR biographical fiction
  Horror | Skull | horror OR horror fiction OR scary OR creepy OR supernatural horror OR zombies OR zombie
    Ghost Stories | Ghost | ghost stories OR ghost story OR ghosts OR ghost OR haunted OR haunted houses
    Gothic | Castle | gothic OR gothic fiction OR gothic horror OR gothic literature OR southern gothic OR gothic novels
  Literary Fiction | Feather | literary fiction OR literary OR fiction literary OR literary novels OR upmarket fiction
    Magical Realism | Sparkles | magical realism OR magic realism OR magical realist
  Mythology & Folk Tales | Castle | mythology OR myths OR folklore OR folk tales OR fairy tales OR fairytales OR fairy tale OR legends OR greek mythology OR norse mythology
  Poetry | Quote | poetry OR poems OR poets OR poem OR verse OR poetry collections OR epic poetry
  Short Stories & Anthologies | Layers | short stories OR short story OR short story collections OR short story collection OR anthology OR anthologies OR short fiction OR novellas OR novella
  Women's Fiction | Flower2 | women s fiction OR womens fiction OR chick lit OR chicklit OR chic lit OR chick lits OR women s lit OR womens lit
  World Literature | Globe | world literature OR world lit OR translated OR translated fiction OR in translation OR translation OR international fiction OR literature in translation
    American Literature | Flag | american literature OR american lit OR american fiction OR american classics OR great american novel OR southern literature
    African American Literature | BookOpen | african american OR african american literature OR african american lit OR african american fiction OR black literature
    British & Irish Literature | Crown | british literature OR british lit OR brit lit OR english literature OR british fiction OR irish literature OR irish fiction OR scottish literature
    European Literature | Castle | european literature OR european lit OR french literature OR german literature OR italian literature OR spanish literature OR scandinavian literature
    Latin American Literature | Sun | latin american literature OR latin american OR latin american fiction OR latin america OR latino literature
    Russian Literature | Snowflake | russian literature OR russian lit OR russian classics OR russian classic OR russian fiction OR russian novels OR literature russian
    Asian Literature | Earth | asian literature OR japanese literature OR japanese fiction OR chinese literature OR korean literature OR indian literature OR indian writing
    African Literature | Sunrise | african literature OR african fiction OR african writers OR nigerian literature
Medical Books | Stethoscope | medical OR medicine OR doctors OR physicians OR healthcare OR health care
  Anatomy & Physiology | Bone | anatomy OR physiology OR human body
  Medical History & Memoirs | Hospital | medical history OR history of medicine OR medical memoir OR doctor memoir OR medical nonfiction OR medicine memoir
  Neurology | Brain | neurology OR neurologist OR neurological OR brain injury
  Nursing | Syringe | nursing OR nurses OR nurse memoir
  Psychiatry | BrainCog | psychiatry OR psychiatric OR psychiatrists OR psychology psychiatry
  Public Health & Epidemiology | ShieldPlus | public health OR epidemiology OR epidemics OR infectious disease OR infectious diseases OR global health OR vaccines
  Surgery | Scissors | surgery OR surgeons OR surgeon OR surgical
Mystery Thriller & Suspense | Search | mystery OR mysteries OR thriller OR thrillers OR suspense OR crime OR mystery thriller OR mystery suspense OR crime fiction
  Crime Fiction | Skull | crime fiction OR crime OR crime novels OR crime thriller OR gangsters OR mafia OR mob OR heist OR heists OR organized crime
  Mystery | ScanSearch | mystery OR mysteries OR whodunit OR whodunnit OR detective OR detectives OR detective fiction OR detective stories OR murder mystery OR mystery series
    Cozy Mystery | Coffee | cozy mystery OR cozy mysteries OR cozy OR cosy mystery OR cosy mysteries OR cosy OR mystery cozy OR cozy mystery series
    Hard-Boiled & Noir | Moon | noir OR hardboiled OR hard boiled OR crime noir OR nordic noir OR scandinavian noir OR tartan noir OR pulp fiction
    Historical Mystery | Hourglass | historical mystery OR historical mysteries OR historical crime OR historical whodunit OR victorian mystery
    Police Procedural | Siren | police procedural OR police procedurals OR police OR procedural OR law enforcement OR forensic OR forensics OR forensic anthropology OR detective inspector
    Private Investigators | Eye | private investigator OR private investigators OR private eye OR private detective OR amateur sleuth OR amateur sleuths OR sleuth
  Suspense | Timer | suspense OR suspenseful OR suspense thriller OR mystery suspense thriller OR page turner
  Thrillers | Zap | thriller OR thrillers OR action thriller OR thriller fiction OR adventure thriller
    Espionage | VenetianMask | espionage OR spy OR spies OR spy thriller OR spy thrillers OR spy novels OR spy fiction OR cold war OR intelligence agencies
    Legal Thrillers | Gavel | legal thriller OR legal thrillers OR legal fiction OR legal drama OR courtroom drama OR courtroom
    Medical Thrillers | Stethoscope | medical thriller OR medical thrillers OR medical suspense
    Political Thrillers | Vote | political thriller OR political thrillers OR conspiracy OR conspiracy thriller OR conspiracies OR political intrigue
    Psychological Thrillers | Brain | psychological thriller OR psychological thrillers OR psychological suspense OR psychological OR domestic thriller OR domestic noir
    Techno & Military Thrillers | Crosshair | techno thriller OR technothriller OR military thriller OR military thrillers OR terrorism thriller
  True Crime | Gavel | true crime OR truecrime OR true crime stories OR criminal cases OR murder cases
Parenting & Relationships | HeartHandshake | parenting OR parenthood OR relationships advice OR relationship advice OR family relationships advice
  Adoption & Foster Care | HandHeart | adoption OR foster care OR fostering OR foster parents
  Aging Parents & Caregiving | Users | aging parents OR eldercare OR caregiving OR caregivers OR dementia caregiving
  Divorce & Separation | HeartCrack | divorce OR co parenting OR blended families
  Family Relationships | Users | family relationships advice OR siblings advice OR family therapy OR family systems OR in laws
  Marriage & Dating | Heart | marriage OR marriage advice OR relationship books OR dating advice OR love languages OR couples
  Parenting | Baby | parenting OR parenting books OR raising children OR child rearing OR motherhood OR fatherhood OR parenthood
    Child Development | Blocks | child development OR child psychology OR early childhood development OR toddlers
    Pregnancy & Childbirth | Baby | pregnancy OR childbirth OR pregnancy and parenting OR pregnancy parenting OR birth stories
    Raising Teens | Backpack | parenting teens OR raising teens OR teenagers parenting OR adolescence
Politics & Social Sciences | Vote | politics OR political OR social science OR social sciences OR current affairs OR political science
  Anthropology | Users | anthropology OR ethnography OR cultural anthropology OR human evolution
    Archaeology | Pickaxe | archaeology OR archeology OR archaeological
  Current Events & Journalism | Newspaper | current events OR current affairs OR journalism OR reportage OR investigative journalism OR literary journalism
  Philosophy | Lightbulb | philosophy OR philosophical OR existentialism OR stoicism OR metaphysics OR philosophy of mind OR western philosophy OR eastern philosophy
    Ethics & Morality | Scale | ethics OR morality OR moral philosophy OR bioethics OR applied ethics
  Politics & Government | Landmark | politics OR government OR political science OR elections OR democracy OR political history OR politics and government
    International Relations | Globe | international relations OR foreign policy OR geopolitics OR diplomacy OR global politics
    Political Ideologies | BookMarked | political philosophy OR political theory OR communism OR socialism OR capitalism OR libertarianism OR conservatism OR liberalism OR anarchism
  Public Policy | ClipboardList | public policy OR poverty OR inequality OR immigration policy OR social policy OR urban policy OR education policy
  Sociology | Users | sociology OR society OR social issues OR social justice OR social theory OR social commentary
    Gender Studies | VenusAndMars | gender studies OR feminism OR feminist OR women s studies OR womens studies OR women s issues OR womens issues OR feminist theory
    Race & Ethnic Studies | Users | racism OR race relations OR civil rights OR civil rights movement OR ethnic studies OR black history OR race and ethnicity
Reference | LibraryBig | reference OR dictionary OR dictionaries OR encyclopedia OR encyclopedias OR almanac OR reference books
  Atlases & Maps | Map | atlases OR cartography OR world atlas OR road atlas OR maps OR map books
  Dictionaries & Thesauruses | BookA | dictionary OR dictionaries OR thesaurus OR thesauri OR word origins OR etymology
  Encyclopedias | Library | encyclopedia OR encyclopedias OR almanac OR almanacs OR general knowledge
  Etiquette | Handshake | etiquette OR good manners OR social etiquette
  Foreign Language Study | Languages | language learning OR foreign language OR foreign languages OR linguistics OR learn spanish OR learn french OR spanish language OR french language OR german language OR language and linguistics
  Genealogy | Network | genealogy OR family history OR ancestry OR family tree
  Quotations | Quote | quotations OR quotes OR quote books OR famous quotes OR aphorisms
  Writing & Publishing | PenTool | writing OR on writing OR writing craft OR craft of writing OR books on writing OR books about writing OR creative writing OR publishing OR grammar OR style guide OR writing reference
Religion & Spirituality | Sunrise | religion OR religious OR spirituality OR spiritual OR faith OR theology OR religion and spirituality
  Atheism & Secularism | CircleSlash | atheism OR atheist OR secularism OR humanism OR skepticism OR freethought
  Buddhism | Flower | buddhism OR buddhist OR zen OR dharma OR tibetan buddhism
  Christianity | Cross | christian OR christianity OR christian books OR christian nonfiction OR christian lit OR christian literature OR jesus OR christian classics
    Bible Study | ScrollText | bible study OR bible studies OR bible OR the bible OR scripture OR biblical studies OR holy bible
    Catholicism | Church | catholic OR catholicism OR roman catholic OR catholic church OR saints
    Christian Fiction | BookHeart | christian fiction OR fiction christian OR christian novels OR christian romance OR christian suspense OR inspirational fiction OR amish OR amish fiction OR biblical fiction OR christian chick lit
    Christian Living | HandHeart | christian living OR christian life OR devotional OR devotionals OR prayer OR spiritual growth OR spiritual formation OR spiritual disciplines
    Theology | BookOpen | theology OR christian theology OR apologetics OR systematic theology OR church history OR reformed theology
  Hinduism | Sun | hinduism OR hindu OR vedanta OR bhagavad gita OR hindu mythology OR upanishads
  Islam | MoonStar | islam OR islamic OR muslim OR muslims OR quran OR sufism
  Judaism | Star | judaism OR jewish OR jewish literature OR torah OR talmud OR kabbalah OR jewish history
  New Age & Occult | Sparkles | new age OR metaphysical OR occult OR astrology OR tarot OR esoteric OR wicca OR paganism OR law of attraction
  Religious Studies | Landmark | religious studies OR comparative religion OR history of religion OR religious history OR philosophy of religion OR religion philosophy OR philosophy religion
  Taoism & Eastern Religions | Sun | taoism OR tao OR confucianism OR eastern religion OR eastern religions OR shinto OR sikhism
Romance | Heart | romance OR romantic OR romances OR love story OR love stories OR marriage of convenience OR arranged marriage OR romance novels OR adult romance
  Clean & Wholesome | Flower | clean romance OR sweet romance OR wholesome romance OR inspirational romance OR clean and wholesome OR clean reads
  Contemporary Romance | HeartHandshake | contemporary romance OR romance contemporary OR modern romance OR chick lit romance OR small town romance
  Erotic Romance | Flame | erotic romance OR romance erotic OR steamy OR steamy romance OR smut OR hot and steamy OR bdsm OR dark romance
  Fantasy Romance | WandSparkles | fantasy romance OR romantasy OR romance fantasy OR fairy tale romance
  Historical Romance | Crown | historical romance OR historical romances OR romance historical OR highlander OR highlander romance OR highlands OR victorian romance OR medieval romance OR historical rom
    Regency Romance | Feather | regency OR regency romance OR romance regency OR regency era OR historical regency
  New Adult | Sparkle | new adult OR new adult romance OR na OR new adult fiction OR college romance
  Paranormal Romance | Moon | paranormal romance OR romance paranormal OR pnr OR shifters OR shape shifters OR shapeshifters OR shifter romance OR vampire romance OR werewolf romance
  Romantic Comedy | Laugh | romantic comedy OR rom com OR romcom OR romantic comedies OR humorous romance OR chick lit romance comedy
  Romantic Suspense | Shield | romantic suspense OR romance suspense OR suspense romance OR rom suspense OR romantic thriller OR romance mystery OR mystery romance
  Science Fiction Romance | Rocket | sci fi romance OR scifi romance OR science fiction romance OR futuristic romance OR space romance OR alien romance OR time travel romance
  Sports Romance | Trophy | sports romance OR romance sports OR hockey romance OR football romance OR sports romances
  Western Romance | Sun | western romance OR cowboy romance OR cowboys romance OR ranch romance
Science & Math | FlaskConical | science OR popular science OR pop science OR science nonfiction OR non fiction science OR nonfiction science OR math OR mathematics OR science and math
  Astronomy & Space | Telescope | astronomy OR astrophysics OR cosmology OR space science OR space exploration OR science space OR physics cosmology OR planets OR nasa
  Biology | Dna | biology OR biological sciences OR life sciences OR microbiology OR cell biology OR science biology OR botany OR marine biology
    Genetics & Evolution | Dna | genetics OR evolution OR dna OR genome OR darwin OR evolutionary biology OR biology evolution OR natural selection
    Neuroscience | Brain | neuroscience OR neurobiology OR cognitive science OR brain science OR psychology neuroscience
    Zoology | Bird | zoology OR animal behavior OR wildlife OR birds OR birding OR ornithology OR insects OR marine life
  Chemistry | FlaskConical | chemistry OR chemical OR biochemistry OR organic chemistry OR periodic table
  Earth Sciences | Mountain | geology OR earth science OR earth sciences OR oceanography OR oceans OR weather OR volcanoes OR earthquakes OR geography
  History & Philosophy of Science | ScrollText | history of science OR philosophy of science OR science history OR scientific revolution OR science and religion
  Mathematics | Sigma | mathematics OR math OR maths OR math books OR geometry OR algebra OR calculus OR number theory
    Statistics & Probability | ChartBar | statistics OR probability OR data analysis OR statistical thinking
  Nature & Ecology | Leaf | nature OR ecology OR environment OR environmentalism OR climate change OR global warming OR conservation OR natural history OR nature writing OR science nature
  Physics | Atom | physics OR quantum OR quantum physics OR quantum mechanics OR relativity OR particle physics OR theoretical physics OR science physics
Science Fiction & Fantasy | Sparkles | science fiction OR sci fi OR scifi OR sf OR fantasy OR sff OR science fiction fantasy OR sci fi fantasy OR scifi fantasy OR fantasy sci fi OR fantasy scifi OR sf fantasy OR sci fi and fantasy
  Fantasy | Wand | fantasy OR fantasy fiction OR magic OR fiction fantasy OR modern fantasy OR fantasy adventure OR wizards OR witches OR fae OR faeries
    Dark Fantasy | Skull | dark fantasy OR grimdark OR grimdark fantasy OR horror fantasy OR fantasy horror
    Dragons & Mythical Creatures | Flame | dragons OR dragon OR mythical creatures OR unicorns OR griffins OR dragon riders
    Epic Fantasy | Swords | epic fantasy OR high fantasy OR epic OR fantasy epic OR epic high fantasy OR high epic fantasy OR medieval fantasy
    Fairy Tale Retellings | Castle | retellings OR retelling OR fairy tale retellings OR fairytale retellings OR fairy tale retelling OR fairytale retelling OR fairy tales retold OR retold fairy tales OR fractured fairy tales
    Historical Fantasy | Hourglass | historical fantasy OR fantasy historical OR gaslamp fantasy OR alternate history fantasy
    Humorous Fantasy | Laugh | humorous fantasy OR comic fantasy OR fantasy humor OR humor fantasy OR funny fantasy
    Paranormal & Urban Fantasy | MoonStar | urban fantasy OR paranormal OR supernatural OR vampires OR vampire OR werewolves OR werewolf OR demons OR angels OR paranormal fantasy OR fantasy paranormal OR fantasy urban OR paranormal urban fantasy OR urban paranormal
    Sword & Sorcery | Sword | sword and sorcery OR sword sorcery OR barbarians
  Gaming & LitRPG | Gamepad2 | litrpg OR gamelit OR game lit OR video game fiction OR virtual reality games
  Science Fantasy | Orbit | science fantasy OR sword and planet OR planetary romance OR dying earth
  Science Fiction | Rocket | science fiction OR sci fi OR scifi OR sf OR fiction science fiction OR speculative science fiction OR genetic engineering OR robots OR androids
    Aliens & First Contact | Satellite | aliens OR alien OR first contact OR alien invasion OR extraterrestrials
    Alternate History | History | alternate history OR alternative history OR alt history OR counterfactual history
    Cyberpunk | Cpu | cyberpunk OR biopunk OR post cyberpunk OR virtual reality OR cyber punk
    Dystopian | Cctv | dystopian OR dystopia OR dystopias OR dystopian fiction OR dystopian novels OR dystopian future OR dystopian society OR utopian dystopian OR utopia
    Hard Science Fiction | Atom | hard science fiction OR hard sci fi OR hard scifi OR hard sf
    Military Science Fiction | Shield | military science fiction OR military sci fi OR military scifi OR military sf OR space marines
    Post-Apocalyptic | Radiation | post apocalyptic OR apocalyptic OR apocalypse OR post apocalypse OR end of the world OR post apocalyptic fiction OR pandemic fiction
    Space Opera | Orbit | space opera OR space OR space travel OR outer space OR galactic empire OR space adventure OR sf space opera
    Steampunk | Cog | steampunk OR gaslamp OR clockpunk OR dieselpunk
    Time Travel | Clock | time travel OR time travelling OR time traveling OR time travel fiction OR time loops
  Speculative Fiction | Sparkle | speculative fiction OR speculative OR slipstream OR new weird OR weird fiction OR spec fic
Self-Help | LifeBuoy | self help OR selfhelp OR self improvement OR self development OR personal development OR personal growth OR self help books
  Communication & Social Skills | MessageCircle | communication OR social skills OR public speaking OR persuasion OR negotiation OR influence OR conversation
  Creativity | Lightbulb | creativity OR creative thinking OR creative process OR innovation
  Death & Grief | Flower2 | grief OR grieving OR bereavement OR grief and loss OR dealing with grief OR death and dying OR loss
  Happiness | Smile | happiness OR positive psychology OR positive thinking OR gratitude
  Mindfulness & Meditation | Flower | mindfulness OR meditation OR stress management OR stress relief OR mindful living
  Motivational & Inspirational | Sun | motivational OR motivation OR inspirational OR inspiration OR inspiring OR motivational books
  Personal Transformation | Sprout | personal transformation OR self discovery OR self esteem OR self confidence OR self acceptance OR self love OR personal improvement
  Productivity & Habits | Timer | productivity OR time management OR habits OR habit OR organization OR getting things done OR focus
  Success | Award | success OR achievement OR goal setting OR goals OR self discipline OR willpower
Sports & Outdoors | Trophy | sports OR sport OR outdoors OR athletics OR sports books OR sports non fiction OR sports nonfiction OR sports history
  Team Sports | Users | team sports OR ball sports OR sports teams
    Baseball | Trophy | baseball OR baseball books OR major league baseball OR mlb
    Basketball | Trophy | basketball OR nba OR college basketball
    Football | Trophy | football OR american football OR nfl OR college football
    Hockey | Trophy | hockey OR ice hockey OR nhl OR sports hockey
    Soccer | Volleyball | soccer OR premier league OR world cup OR football soccer
  Cycling | Bike | cycling OR bicycling OR bicycle OR bikes OR tour de france
  Golf | Flag | golf OR golfing OR pga
  Hiking & Camping | Tent | hiking OR camping OR backpacking OR outdoors OR wilderness OR outdoor adventure OR hiking camping
  Hunting & Fishing | Fish | hunting and fishing OR fishing OR fly fishing OR hunting OR angling
  Martial Arts & Combat Sports | Swords | martial arts OR boxing OR mma OR karate OR judo OR kung fu OR wrestling
  Mountaineering & Climbing | Mountain | mountaineering OR climbing OR mountain climbing OR rock climbing OR everest OR climbing mountaineering
  Running | Footprints | running OR marathon OR marathons OR runners OR ultrarunning OR running books
  Water Sports & Sailing | Sailboat | sailing OR surfing OR swimming OR rowing OR kayaking OR diving
Teen & Young Adult | Backpack | young adult OR ya OR teen OR teens OR youngadult OR young adults OR ya fiction OR ya books OR ya lit OR teen fiction OR young adult fiction OR young adult lit OR y a
  Teen Biographies & Nonfiction | NotebookPen | ya nonfiction OR ya non fiction OR young adult nonfiction OR young adult non fiction OR teen nonfiction OR ya memoir
  Teen Contemporary | Smartphone | ya contemporary OR contemporary ya OR young adult contemporary OR teen contemporary OR ya realistic fiction OR ya realistic OR teen drama
  Teen Fantasy | Wand | ya fantasy OR young adult fantasy OR teen fantasy OR fantasy ya OR ya magic OR ya witches OR ya steampunk
  Teen Historical Fiction | Hourglass | ya historical OR ya historical fiction OR young adult historical OR young adult historical fiction OR teen historical OR historical ya
  Teen Horror | Skull | ya horror OR young adult horror OR teen horror OR horror ya
  Teen Mystery & Thriller | Search | ya mystery OR ya thriller OR ya mystery thriller OR young adult mystery OR young adult thriller OR teen mystery OR teen thriller OR ya suspense OR teen spy
  Teen Paranormal | Moon | ya paranormal OR young adult paranormal OR teen paranormal OR ya paranormal romance OR ya supernatural OR ya vampires
  Teen Romance | Heart | ya romance OR young adult romance OR teen romance OR romance ya OR ya chick lit OR ya love OR high school romance
  Teen Science Fiction & Dystopian | Rocket | ya dystopian OR ya dystopia OR ya sci fi OR ya scifi OR ya science fiction OR young adult dystopian OR young adult dystopia OR young adult science fiction OR young adult sci fi OR teen dystopian OR teen sci fi OR dystopian ya
Travel | Plane | travel OR travelogue OR travel books OR travel writing OR travel narrative OR travel literature OR travel lit OR armchair travel
  Adventure Travel | Compass | adventure travel OR travel adventure OR travel and adventure OR true adventure OR expeditions OR backpacking travel
  Africa | Earth | africa travel OR travel africa OR safari OR african travel | africa-travel
  Americas | Earth | usa travel OR travel usa OR road trip america OR america travel OR latin america travel OR south america travel OR canada travel | americas-travel
  Asia | Earth | asia travel OR travel asia OR japan travel OR china travel OR india travel OR southeast asia travel | asia-travel
  Europe | Earth | europe travel OR travel europe OR european travel OR italy travel OR france travel OR paris travel OR britain travel | europe-travel
  Polar Regions | Snowflake | polar exploration OR arctic OR antarctica OR antarctic OR polar OR north pole OR south pole
  Travel Guides | Map | travel guide OR travel guides OR guidebook OR guidebooks OR travel reference OR lonely planet
  Travel Writing & Memoir | Luggage | travel writing OR travel memoir OR travel memoirs OR travelogue OR travel narrative OR travel essays OR travel literature OR travel lit
`;

/** Lower-case words, accents folded; "non-fiction" and "non fiction" become "nonfiction". */
export function wordsOf(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  const merged: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (word === 'non' && next !== undefined) {
      merged.push(`non${next}`);
      i++;
    } else merged.push(word);
  }
  return merged;
}

/** A query's alternatives (split on OR, any case), each as lower-case words; [] for a blank query. */
export function queryAlternatives(query: string): string[][] {
  return query
    .split(/(?<=^|\s)or(?=\s|$)/i)
    .map((alternative) => wordsOf(alternative.trim()))
    .filter((words) => words.length > 0);
}

/** "Children's Books" -> "childrens-books", "Mystery Thriller & Suspense" -> "mystery-thriller-suspense". */
function kebab(name: string): string {
  return wordsOf(name.replace(/['’]/g, '')).join('-');
}

function parseOutline(text: string): Category[] {
  const result: Category[] = [];
  const chain: Category[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const indent = line.length - line.trimStart().length;
    const level = indent / 2;
    const [name = '', icon = '', query = '', slug] = line.split('|').map((field) => field.trim());
    if (!(level === 0 || level === 1 || level === 2) || level > chain.length || !query) {
      throw new Error(`categories: bad outline line "${line}"`);
    }
    chain.length = level;
    const parent = chain[level - 1] ?? null;
    const ownSlug = slug ?? kebab(name);
    const category: Category = {
      id: parent ? `${parent.id}/${kebab(name)}` : kebab(name),
      name,
      slug: ownSlug,
      icon,
      parent: parent ? parent.id : null,
      level,
      query,
      path: parent ? [...parent.path, name] : [name],
    };
    chain.push(category);
    result.push(category);
  }
  return result;
}

/** Every category, each parent before its children, in bookshop order. */
export const categories: readonly Category[] = parseOutline(outline);

const byId = new Map(categories.map((category) => [category.id, category]));
const bySlug = new Map(categories.map((category) => [category.slug, category]));

/** The category shown at /find-books/{slug}. */
export function categoryBySlug(slug: string): Category | undefined {
  return bySlug.get(slug);
}

/** A category by its stable id (as stored with a book). */
export function categoryById(id: string): Category | undefined {
  return byId.get(id);
}

/** The direct subcategories of a category, in bookshop order. */
export function childrenOf(id: string): Category[] {
  return categories.filter((category) => category.parent === id);
}

/** The 29 top-level categories in the spec's order. */
export function topLevelCategories(): Category[] {
  return categories.filter((category) => category.level === 0);
}

/** The chain above a category, root first, for breadcrumbs; [] for a root or an unknown id. */
export function ancestorsOf(id: string): Category[] {
  const ancestors: Category[] = [];
  let parentId = byId.get(id)?.parent ?? null;
  while (parentId !== null) {
    const parent = byId.get(parentId);
    if (!parent) break;
    ancestors.unshift(parent);
    parentId = parent.parent;
  }
  return ancestors;
}

/** Amazon.com Books browse node of each top-level category, keyed by category id. */
export const amazonBrowseNodes: Record<string, string> = {
  'arts-photography': '1',
  'biographies-memoirs': '2',
  'business-money': '3',
  'childrens-books': '4',
  'comics-graphic-novels': '4366',
  'computers-technology': '5',
  'cookbooks-food-wine': '6',
  'crafts-hobbies-home': '48',
  'education-teaching': '8975',
  'engineering-transportation': '173507',
  'health-fitness-dieting': '10',
  history: '9',
  'humor-entertainment': '4204',
  law: '10777',
  'lgbtq-books': '301889',
  'literature-fiction': '17',
  'medical-books': '173514',
  'mystery-thriller-suspense': '18',
  'parenting-relationships': '20',
  'politics-social-sciences': '3377',
  reference: '21',
  'religion-spirituality': '22',
  romance: '23',
  'science-math': '75',
  'science-fiction-fantasy': '25',
  'self-help': '4736',
  'sports-outdoors': '26',
  'teen-young-adult': '28',
  travel: '27',
};

/**
 * The shortcuts above /find-books: the landing page's pills (SPEC §2) plus Young Adult. Sci-Fi
 * and Fantasy share Amazon's Science Fiction & Fantasy node.
 */
export const quickCategoryPills: readonly QuickCategoryPill[] = [
  {
    name: 'Fiction',
    icon: 'BookOpen',
    query: 'fiction',
    amazonId: '17',
    categorySlug: 'literature-fiction',
  },
  {
    name: 'Mystery',
    icon: 'Search',
    query: 'mystery OR thriller OR suspense',
    amazonId: '18',
    categorySlug: 'mystery-thriller-suspense',
  },
  {
    name: 'Sci-Fi',
    icon: 'Rocket',
    query: 'science fiction OR sci-fi',
    amazonId: '25',
    categorySlug: 'science-fiction',
  },
  { name: 'Romance', icon: 'Heart', query: 'romance', amazonId: '23', categorySlug: 'romance' },
  {
    name: 'Business',
    icon: 'Briefcase',
    query: 'business OR economics',
    amazonId: '3',
    categorySlug: 'business-money',
  },
  {
    name: 'Biography',
    icon: 'BookUser',
    query: 'biography OR memoir',
    amazonId: '2',
    categorySlug: 'biographies-memoirs',
  },
  {
    name: 'Self-Help',
    icon: 'LifeBuoy',
    query: 'self-help OR personal development',
    amazonId: '4736',
    categorySlug: 'self-help',
  },
  { name: 'Fantasy', icon: 'Wand', query: 'fantasy', amazonId: '25', categorySlug: 'fantasy' },
  { name: 'History', icon: 'Landmark', query: 'history', amazonId: '9', categorySlug: 'history' },
  {
    name: 'Health',
    icon: 'HeartPulse',
    query: 'health OR fitness OR nutrition',
    amazonId: '10',
    categorySlug: 'health-fitness-dieting',
  },
  {
    name: "Children's",
    icon: 'ToyBrick',
    query: "children's books OR kids",
    amazonId: '4',
    categorySlug: 'childrens-books',
  },
  {
    name: 'Young Adult',
    icon: 'Backpack',
    query: 'young adult OR teen',
    amazonId: '28',
    categorySlug: 'teen-young-adult',
  },
];
