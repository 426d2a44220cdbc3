/**
 * What each category of the taxonomy (contracts/categories.ts) means as a search, by category
 * id: what a reader would type or how Goodreads readers shelve such books, lower-case words and
 * phrases joined by OR. The server matches Goodreads shelf tags against these alternatives
 * (server/modules/books/category-tags.ts), so a phrase should read like a shelf name, and a
 * category page searches the first of them when no book is filed under it.
 *
 * Kept apart from the taxonomy because only the server needs them: they are two thirds of its
 * text, and the pages that draw the categories would carry them in their first load.
 */

export const categoryQueries: Readonly<Record<string, string>> = {
  'arts-photography': 'art OR arts OR photography OR art history OR visual arts OR design',
  'arts-photography/architecture': 'architecture OR architects OR urban planning',
  'arts-photography/art-history-criticism':
    'art history OR art criticism OR art theory OR artists OR art and artists',
  'arts-photography/drawing-painting':
    'drawing OR painting OR painters OR illustration OR sketching',
  'arts-photography/fashion-design': 'fashion OR graphic design OR design OR typography',
  'arts-photography/music':
    'music OR musicians OR music history OR rock music OR jazz OR classical music OR music bios',
  'arts-photography/performing-arts':
    'performing arts OR dance OR ballet OR acting OR musical theatre OR opera',
  'arts-photography/photography': 'photography OR photographs OR photographers OR photojournalism',
  'biographies-memoirs':
    'biography OR biographies OR bio OR bios OR memoir OR memoirs OR autobiography OR autobiographies',
  'biographies-memoirs/arts-literature':
    'literary biography OR authors biography OR music biography OR music bios OR artist biography',
  'biographies-memoirs/celebrities-entertainers':
    'celebrity OR celebrities OR celebrity memoir OR hollywood memoir OR comedians memoir',
  'biographies-memoirs/historical-biographies':
    'historical biography OR history biography OR biography history OR presidents OR royalty biography',
  'biographies-memoirs/leaders-notable-people':
    'leaders OR political biography OR presidential biography OR first ladies OR activists',
  'biographies-memoirs/memoirs':
    'memoir OR memoirs OR autobiography OR autobiographies OR personal memoir',
  'biographies-memoirs/professionals-academics':
    'business biography OR scientists OR science biography OR doctors memoir',
  'biographies-memoirs/sports-biographies':
    'sports biography OR sports memoir OR athletes OR sports bios',
  'biographies-memoirs/travelers-explorers':
    'explorers OR exploration OR expedition OR expeditions',
  'business-money': 'business OR money OR finance OR economics OR management OR business books',
  'business-money/careers': 'career OR careers OR job hunting OR work life',
  'business-money/economics': 'economics OR economy OR behavioral economics OR economic history',
  'business-money/entrepreneurship':
    'entrepreneurship OR entrepreneur OR entrepreneurs OR startups OR startup OR small business',
  'business-money/management-leadership': 'leadership OR management OR business leadership',
  'business-money/marketing-sales': 'marketing OR sales OR advertising OR branding',
  'business-money/personal-finance':
    'personal finance OR money OR money management OR financial freedom OR budgeting OR retirement',
  'business-money/personal-finance/investing':
    'investing OR investment OR investments OR stock market OR stocks',
  'business-money/real-estate': 'real estate OR property investing',
  'childrens-books':
    'children OR childrens OR kids OR kid lit OR kidlit OR juvenile OR juvenile fiction OR read aloud OR read alouds OR bedtime stories',
  'childrens-books/animals':
    'animal stories OR talking animals OR children animals OR kids animals OR animal fiction',
  'childrens-books/chapter-books':
    'chapter books OR chapter book OR transitional chapter books OR early chapter books',
  'childrens-books/classics':
    'children classics OR childrens classics OR kids classics OR childhood classics',
  'childrens-books/early-readers':
    'early readers OR early reader OR beginning readers OR easy readers OR easy reader OR i can read',
  'childrens-books/fairy-tales-folklore':
    'children fairy tales OR childrens fairy tales OR fables OR nursery rhymes OR folk tales for children',
  'childrens-books/fantasy-magic':
    'children fantasy OR childrens fantasy OR kids fantasy OR middle grade fantasy OR juvenile fantasy',
  'childrens-books/humor': 'children humor OR childrens humor OR kids humor OR funny kids books',
  'childrens-books/middle-grade':
    'middle grade OR middle grades OR middle grade fiction OR middle reader OR middle readers OR middle school OR tween OR tweens',
  'childrens-books/nonfiction':
    'children nonfiction OR childrens nonfiction OR kids nonfiction OR juvenile nonfiction',
  'childrens-books/picture-books':
    'picture books OR picture book OR picturebooks OR picturebook OR board books OR illustrated children',
  'childrens-books/poetry':
    'children poetry OR childrens poetry OR kids poetry OR rhyming OR rhymes',
  'comics-graphic-novels':
    'comics OR comic OR comic books OR comic book OR graphic novels OR graphic novel OR graphic OR sequential art',
  'comics-graphic-novels/comic-strips-cartoons':
    'comic strips OR comic strip OR cartoons OR cartoon OR calvin and hobbes OR peanuts',
  'comics-graphic-novels/graphic-memoirs-nonfiction':
    'graphic memoir OR graphic memoirs OR graphic nonfiction OR graphic novel memoir OR comics journalism',
  'comics-graphic-novels/graphic-novels':
    'graphic novels OR graphic novel OR graphicnovels OR graphic fiction',
  'comics-graphic-novels/manga':
    'manga OR manhwa OR anime OR shojo OR shonen OR light novel OR light novels',
  'comics-graphic-novels/superheroes':
    'superhero OR superheroes OR super heroes OR marvel OR dc comics OR batman OR superman',
  'comics-graphic-novels/webcomics': 'webcomics OR webcomic OR web comics',
  'computers-technology': 'computers OR computer OR technology OR tech OR computing',
  'computers-technology/artificial-intelligence':
    'artificial intelligence OR ai OR machine learning OR deep learning',
  'computers-technology/computer-science':
    'computer science OR algorithms OR computation OR information theory',
  'computers-technology/data-science':
    'data science OR big data OR data analysis OR databases OR data visualization',
  'computers-technology/games-game-design':
    'video games OR gaming OR game design OR game development OR gamers',
  'computers-technology/hacking-security':
    'hacking OR hackers OR hacker OR cybersecurity OR computer security OR cryptography',
  'computers-technology/internet-social-media':
    'internet OR social media OR digital culture OR online culture',
  'computers-technology/programming':
    'programming OR coding OR software OR software engineering OR software development',
  'computers-technology/programming/web-development':
    'web development OR javascript OR web design OR front end',
  'cookbooks-food-wine':
    'cookbooks OR cookbook OR cook books OR cooking OR food OR recipes OR cuisine',
  'cookbooks-food-wine/baking': 'baking OR bread OR desserts OR cakes OR pastry',
  'cookbooks-food-wine/beverages-wine':
    'wine OR beer OR cocktails OR spirits and cocktails OR beverages OR drinks',
  'cookbooks-food-wine/food-writing-culture':
    'food writing OR food memoir OR food memoirs OR food history OR foodie OR chefs OR restaurants OR food lit',
  'cookbooks-food-wine/grilling-barbecue': 'grilling OR barbecue OR bbq OR smoking meat',
  'cookbooks-food-wine/healthy-cooking':
    'healthy cooking OR healthy recipes OR clean eating OR whole food OR low carb',
  'cookbooks-food-wine/international-cuisine':
    'international cooking OR world cuisine OR italian cooking OR french cooking OR asian cooking OR mexican cooking OR indian cooking',
  'cookbooks-food-wine/quick-easy':
    'quick and easy OR easy recipes OR slow cooker OR weeknight meals OR one pot',
  'cookbooks-food-wine/vegetarian-vegan': 'vegetarian OR vegan OR plant based OR veganism',
  'crafts-hobbies-home': 'crafts OR craft OR hobbies OR diy OR handmade OR homemaking',
  'crafts-hobbies-home/collecting': 'collecting OR antiques OR collectibles OR collectors',
  'crafts-hobbies-home/gardening':
    'gardening OR gardeners OR landscaping OR houseplants OR horticulture',
  'crafts-hobbies-home/home-improvement-design':
    'home improvement OR interior design OR decorating OR home decor OR organizing OR tidying OR decluttering',
  'crafts-hobbies-home/knitting-crochet': 'knitting OR crochet OR knit lit OR yarn',
  'crafts-hobbies-home/needlework-sewing':
    'sewing OR quilting OR quilts OR embroidery OR needlework OR cross stitch',
  'crafts-hobbies-home/pets-animal-care':
    'pets OR pet care OR dog training OR cat care OR animal care OR pets and animals',
  'crafts-hobbies-home/sustainable-living':
    'sustainable living OR sustainability OR homesteading OR self sufficiency OR simple living OR zero waste',
  'crafts-hobbies-home/woodworking': 'woodworking OR carpentry OR woodwork OR furniture making',
  'education-teaching': 'education OR teaching OR pedagogy OR educators',
  'education-teaching/early-childhood-education':
    'early childhood OR preschool OR montessori OR early childhood education',
  'education-teaching/education-theory-reform':
    'education reform OR educational theory OR education policy OR philosophy of education OR pedagogy',
  'education-teaching/higher-education': 'higher education OR college admissions OR academic life',
  'education-teaching/homeschooling':
    'homeschool OR homeschooling OR unschooling OR classical education',
  'education-teaching/special-education':
    'special education OR special needs OR learning disabilities OR dyslexia OR adhd',
  'education-teaching/study-skills-test-prep':
    'study skills OR test prep OR study guides OR study guide OR sat prep OR textbooks',
  'education-teaching/teaching-methods-classroom':
    'teaching methods OR classroom management OR teachers OR teacher resources OR teaching reading',
  'engineering-transportation': 'engineering OR engineers OR transportation OR inventions',
  'engineering-transportation/aerospace-aviation':
    'aerospace OR aviation OR aircraft OR pilots OR airplanes',
  'engineering-transportation/automotive':
    'cars OR automotive OR motorcycles OR auto repair OR car culture',
  'engineering-transportation/civil-environmental':
    'civil engineering OR environmental engineering OR infrastructure OR bridges OR construction',
  'engineering-transportation/electrical-electronics':
    'electronics OR electrical engineering OR electricity OR circuits OR arduino',
  'engineering-transportation/energy':
    'energy OR renewable energy OR solar power OR nuclear power OR oil and gas',
  'engineering-transportation/mechanical-engineering':
    'mechanical engineering OR mechanics OR robotics OR manufacturing',
  'engineering-transportation/trains-ships-transit':
    'trains OR railroads OR railways OR ships OR shipbuilding OR public transit OR boats',
  'health-fitness-dieting':
    'health OR fitness OR wellness OR wellbeing OR healthy living OR health and fitness',
  'health-fitness-dieting/addiction-recovery':
    'addiction OR drug addiction OR addiction recovery OR alcoholism OR sobriety OR recovery',
  'health-fitness-dieting/aging-longevity': 'aging OR longevity OR healthy aging OR anti aging',
  'health-fitness-dieting/alternative-medicine':
    'alternative medicine OR holistic health OR herbalism OR natural health OR naturopathy OR ayurveda OR herbal remedies',
  'health-fitness-dieting/diets-weight-loss':
    'diet OR diets OR dieting OR weight loss OR paleo OR keto OR intermittent fasting',
  'health-fitness-dieting/exercise-fitness':
    'exercise OR workout OR fitness OR strength training OR bodybuilding OR yoga OR pilates',
  'health-fitness-dieting/mental-health':
    'mental health OR mental illness OR depression OR anxiety OR bipolar OR ptsd OR eating disorders',
  'health-fitness-dieting/nutrition':
    'nutrition OR healthy eating OR food science OR vitamins OR food and nutrition OR food and health',
  'health-fitness-dieting/psychology-counseling':
    'psychology OR counseling OR psychotherapy OR therapy OR pop psychology OR popular psychology',
  'health-fitness-dieting/womens-health':
    'women s health OR womens health OR menopause OR fertility OR hormones',
  history:
    'history OR historical nonfiction OR history nonfiction OR narrative history OR nonfiction history',
  'history/africa':
    'african history OR africa history OR history of africa OR apartheid OR colonialism',
  'history/americas':
    'american history OR us history OR united states history OR early american history OR american revolution OR civil war OR native american history OR latin american history OR canadian history',
  'history/ancient-civilizations':
    'ancient history OR ancient world OR ancient rome OR ancient greece OR ancient egypt OR classical antiquity OR roman history OR greek history',
  'history/asia':
    'asian history OR chinese history OR history of china OR japanese history OR history of japan OR indian history OR korean history',
  'history/europe':
    'european history OR british history OR english history OR french history OR russian history OR german history OR irish history OR history of europe',
  'history/europe/holocaust':
    'holocaust OR the holocaust OR holocaust memoir OR holocaust survivors OR holocaust studies',
  'history/medieval':
    'medieval history OR middle ages OR the middle ages OR dark ages OR crusades OR vikings history',
  'history/middle-east':
    'middle east history OR middle eastern history OR history of the middle east OR ottoman empire OR arab history',
  'history/military-history':
    'military history OR history military OR war history OR military nonfiction OR military non fiction OR naval history',
  'history/military-history/world-war-i':
    'world war i OR world war 1 OR wwi OR ww1 OR first world war OR great war OR world war one',
  'history/military-history/world-war-ii':
    'world war ii OR world war 2 OR world war two OR world war ll OR wwii OR ww2 OR second world war OR pacific theater',
  'history/modern-history':
    '20th century history OR modern history OR cold war history OR contemporary history OR history of the 20th century',
  'history/world-history':
    'world history OR global history OR big history OR history of the world OR history world',
  'humor-entertainment':
    'humor OR humour OR funny OR comedy OR hilarious OR humorous OR entertainment',
  'humor-entertainment/comedy-stand-up':
    'stand up comedy OR standup OR stand up OR comedians OR comedian OR improv',
  'humor-entertainment/humor':
    'humor OR humour OR funny OR hilarious OR humorous OR comedy OR dark humor OR humor essays OR humorous essays',
  'humor-entertainment/movies-film':
    'film studies OR film history OR film theory OR filmmaking OR cinema OR screenwriting OR hollywood OR movie making',
  'humor-entertainment/pop-culture':
    'pop culture OR popular culture OR celebrity culture OR fandom OR nostalgia pop culture',
  'humor-entertainment/puzzles-games':
    'puzzles OR puzzle books OR crosswords OR sudoku OR chess OR board games OR card games OR riddles',
  'humor-entertainment/television-radio':
    'television OR tv shows OR tv history OR radio OR podcasts',
  'humor-entertainment/trivia-fun-facts':
    'trivia OR fun facts OR useless information OR weird facts OR did you know',
  law: 'law OR legal OR lawyers OR jurisprudence OR legal system',
  'law/business-intellectual-property-law':
    'business law OR corporate law OR intellectual property OR copyright law OR patents',
  'law/constitutional-law':
    'constitutional law OR constitution OR supreme court OR bill of rights OR civil liberties',
  'law/criminal-law-justice':
    'criminal law OR criminal justice OR justice system OR death penalty OR wrongful conviction OR prison reform',
  'law/human-rights-international-law':
    'human rights OR international law OR war crimes OR refugee law',
  'law/legal-history': 'legal history OR history of law OR law history OR famous trials',
  'law/legal-profession-education':
    'law school OR lawyering OR legal education OR legal profession OR law students OR law firm',
  'lgbtq-books':
    'lgbt OR lgbtq OR lgbtqia OR glbt OR queer OR gay OR lesbian OR bisexual OR transgender OR gay and lesbian',
  'lgbtq-books/biographies-memoirs':
    'lgbt memoir OR queer memoir OR gay memoir OR lesbian memoir OR coming out memoir',
  'lgbtq-books/fiction':
    'lgbt fiction OR queer fiction OR gay fiction OR lesbian fiction OR queer lit OR gay lit OR lgbt literature OR queer literature OR gay literature',
  'lgbtq-books/history-studies':
    'lgbt history OR queer history OR gay history OR queer theory OR queer studies OR gay rights OR lgbt rights',
  'lgbtq-books/romance':
    'm m OR mm romance OR m m romance OR gay romance OR lesbian romance OR f f OR ff romance OR queer romance',
  'lgbtq-books/transgender-nonbinary':
    'transgender OR trans OR nonbinary OR non binary OR genderqueer OR trans fiction',
  'lgbtq-books/young-adult':
    'lgbt ya OR queer ya OR gay ya OR lgbtq ya OR ya lgbt OR ya queer OR lgbt young adult',
  'literature-fiction':
    'fiction OR literature OR novels OR novel OR lit OR general fiction OR adult fiction OR fiction general OR fiction literature',
  'literature-fiction/action-adventure':
    'adventure OR action adventure OR action OR adventure fiction OR swashbuckling OR action and adventure',
  'literature-fiction/classics':
    'classics OR classic OR classic literature OR classic lit OR classic fiction OR modern classics OR modern classic OR the classics OR classic novels',
  'literature-fiction/contemporary-fiction':
    'contemporary fiction OR contemporary OR contemporary lit OR contemporary literature OR modern fiction OR general fiction OR realistic fiction OR realistic',
  'literature-fiction/dramas-plays':
    'plays OR play OR theatre OR theater OR drama plays OR playwrights OR shakespeare OR screenplays OR plays and musicals',
  'literature-fiction/genre-fiction': 'genre fiction OR popular fiction OR commercial fiction',
  'literature-fiction/genre-fiction/coming-of-age': 'coming of age OR bildungsroman OR growing up',
  'literature-fiction/genre-fiction/erotica':
    'erotica OR erotic OR erotic fiction OR erotic literature',
  'literature-fiction/genre-fiction/family-life':
    'family life OR family saga OR family sagas OR family drama OR family fiction OR family',
  'literature-fiction/genre-fiction/humor-satire':
    'satire OR humorous fiction OR comic fiction OR parody OR humor satire OR fiction humor',
  'literature-fiction/genre-fiction/war-military-fiction':
    'war OR war fiction OR war stories OR war novels OR military fiction OR fiction military OR war books',
  'literature-fiction/genre-fiction/westerns':
    'westerns OR western OR western fiction OR cowboys OR wild west OR frontier',
  'literature-fiction/historical-fiction':
    'historical fiction OR historical OR historicalfiction OR historical fic OR historical novels OR historical novel OR historic fiction OR biographical fiction',
  'literature-fiction/horror':
    'horror OR horror fiction OR scary OR creepy OR supernatural horror OR zombies OR zombie',
  'literature-fiction/horror/ghost-stories':
    'ghost stories OR ghost story OR ghosts OR ghost OR haunted OR haunted houses',
  'literature-fiction/horror/gothic':
    'gothic OR gothic fiction OR gothic horror OR gothic literature OR southern gothic OR gothic novels',
  'literature-fiction/literary-fiction':
    'literary fiction OR literary OR fiction literary OR literary novels OR upmarket fiction',
  'literature-fiction/literary-fiction/magical-realism':
    'magical realism OR magic realism OR magical realist',
  'literature-fiction/mythology-folk-tales':
    'mythology OR myths OR folklore OR folk tales OR fairy tales OR fairytales OR fairy tale OR legends OR greek mythology OR norse mythology',
  'literature-fiction/poetry':
    'poetry OR poems OR poets OR poem OR verse OR poetry collections OR epic poetry',
  'literature-fiction/short-stories-anthologies':
    'short stories OR short story OR short story collections OR short story collection OR anthology OR anthologies OR short fiction OR novellas OR novella',
  'literature-fiction/womens-fiction':
    'women s fiction OR womens fiction OR chick lit OR chicklit OR chic lit OR chick lits OR women s lit OR womens lit',
  'literature-fiction/world-literature':
    'world literature OR world lit OR translated OR translated fiction OR in translation OR translation OR international fiction OR literature in translation',
  'literature-fiction/world-literature/american-literature':
    'american literature OR american lit OR american fiction OR american classics OR great american novel OR southern literature',
  'literature-fiction/world-literature/african-american-literature':
    'african american OR african american literature OR african american lit OR african american fiction OR black literature',
  'literature-fiction/world-literature/british-irish-literature':
    'british literature OR british lit OR brit lit OR english literature OR british fiction OR irish literature OR irish fiction OR scottish literature',
  'literature-fiction/world-literature/european-literature':
    'european literature OR european lit OR french literature OR german literature OR italian literature OR spanish literature OR scandinavian literature',
  'literature-fiction/world-literature/latin-american-literature':
    'latin american literature OR latin american OR latin american fiction OR latin america OR latino literature',
  'literature-fiction/world-literature/russian-literature':
    'russian literature OR russian lit OR russian classics OR russian classic OR russian fiction OR russian novels OR literature russian',
  'literature-fiction/world-literature/asian-literature':
    'asian literature OR japanese literature OR japanese fiction OR chinese literature OR korean literature OR indian literature OR indian writing',
  'literature-fiction/world-literature/african-literature':
    'african literature OR african fiction OR african writers OR nigerian literature',
  'medical-books': 'medical OR medicine OR doctors OR physicians OR healthcare OR health care',
  'medical-books/anatomy-physiology': 'anatomy OR physiology OR human body',
  'medical-books/medical-history-memoirs':
    'medical history OR history of medicine OR medical memoir OR doctor memoir OR medical nonfiction OR medicine memoir',
  'medical-books/neurology': 'neurology OR neurologist OR neurological OR brain injury',
  'medical-books/nursing': 'nursing OR nurses OR nurse memoir',
  'medical-books/psychiatry': 'psychiatry OR psychiatric OR psychiatrists OR psychology psychiatry',
  'medical-books/public-health-epidemiology':
    'public health OR epidemiology OR epidemics OR infectious disease OR infectious diseases OR global health OR vaccines',
  'medical-books/surgery': 'surgery OR surgeons OR surgeon OR surgical',
  'mystery-thriller-suspense':
    'mystery OR mysteries OR thriller OR thrillers OR suspense OR crime OR mystery thriller OR mystery suspense OR crime fiction',
  'mystery-thriller-suspense/crime-fiction':
    'crime fiction OR crime OR crime novels OR crime thriller OR gangsters OR mafia OR mob OR heist OR heists OR organized crime',
  'mystery-thriller-suspense/mystery':
    'mystery OR mysteries OR whodunit OR whodunnit OR detective OR detectives OR detective fiction OR detective stories OR murder mystery OR mystery series',
  'mystery-thriller-suspense/mystery/cozy-mystery':
    'cozy mystery OR cozy mysteries OR cozy OR cosy mystery OR cosy mysteries OR cosy OR mystery cozy OR cozy mystery series',
  'mystery-thriller-suspense/mystery/hard-boiled-noir':
    'noir OR hardboiled OR hard boiled OR crime noir OR nordic noir OR scandinavian noir OR tartan noir OR pulp fiction',
  'mystery-thriller-suspense/mystery/historical-mystery':
    'historical mystery OR historical mysteries OR historical crime OR historical whodunit OR victorian mystery',
  'mystery-thriller-suspense/mystery/police-procedural':
    'police procedural OR police procedurals OR police OR procedural OR law enforcement OR forensic OR forensics OR forensic anthropology OR detective inspector',
  'mystery-thriller-suspense/mystery/private-investigators':
    'private investigator OR private investigators OR private eye OR private detective OR amateur sleuth OR amateur sleuths OR sleuth',
  'mystery-thriller-suspense/suspense':
    'suspense OR suspenseful OR suspense thriller OR mystery suspense thriller OR page turner',
  'mystery-thriller-suspense/thrillers':
    'thriller OR thrillers OR action thriller OR thriller fiction OR adventure thriller',
  'mystery-thriller-suspense/thrillers/espionage':
    'espionage OR spy OR spies OR spy thriller OR spy thrillers OR spy novels OR spy fiction OR cold war OR intelligence agencies',
  'mystery-thriller-suspense/thrillers/legal-thrillers':
    'legal thriller OR legal thrillers OR legal fiction OR legal drama OR courtroom drama OR courtroom',
  'mystery-thriller-suspense/thrillers/medical-thrillers':
    'medical thriller OR medical thrillers OR medical suspense',
  'mystery-thriller-suspense/thrillers/political-thrillers':
    'political thriller OR political thrillers OR conspiracy OR conspiracy thriller OR conspiracies OR political intrigue',
  'mystery-thriller-suspense/thrillers/psychological-thrillers':
    'psychological thriller OR psychological thrillers OR psychological suspense OR psychological OR domestic thriller OR domestic noir',
  'mystery-thriller-suspense/thrillers/techno-military-thrillers':
    'techno thriller OR technothriller OR military thriller OR military thrillers OR terrorism thriller',
  'mystery-thriller-suspense/true-crime':
    'true crime OR truecrime OR true crime stories OR criminal cases OR murder cases',
  'parenting-relationships':
    'parenting OR parenthood OR relationships advice OR relationship advice OR family relationships advice',
  'parenting-relationships/adoption-foster-care':
    'adoption OR foster care OR fostering OR foster parents',
  'parenting-relationships/aging-parents-caregiving':
    'aging parents OR eldercare OR caregiving OR caregivers OR dementia caregiving',
  'parenting-relationships/divorce-separation': 'divorce OR co parenting OR blended families',
  'parenting-relationships/family-relationships':
    'family relationships advice OR siblings advice OR family therapy OR family systems OR in laws',
  'parenting-relationships/marriage-dating':
    'marriage OR marriage advice OR relationship books OR dating advice OR love languages OR couples',
  'parenting-relationships/parenting':
    'parenting OR parenting books OR raising children OR child rearing OR motherhood OR fatherhood OR parenthood',
  'parenting-relationships/parenting/child-development':
    'child development OR child psychology OR early childhood development OR toddlers',
  'parenting-relationships/parenting/pregnancy-childbirth':
    'pregnancy OR childbirth OR pregnancy and parenting OR pregnancy parenting OR birth stories',
  'parenting-relationships/parenting/raising-teens':
    'parenting teens OR raising teens OR teenagers parenting OR adolescence',
  'politics-social-sciences':
    'politics OR political OR social science OR social sciences OR current affairs OR political science',
  'politics-social-sciences/anthropology':
    'anthropology OR ethnography OR cultural anthropology OR human evolution',
  'politics-social-sciences/anthropology/archaeology':
    'archaeology OR archeology OR archaeological',
  'politics-social-sciences/current-events-journalism':
    'current events OR current affairs OR journalism OR reportage OR investigative journalism OR literary journalism',
  'politics-social-sciences/philosophy':
    'philosophy OR philosophical OR existentialism OR stoicism OR metaphysics OR philosophy of mind OR western philosophy OR eastern philosophy',
  'politics-social-sciences/philosophy/ethics-morality':
    'ethics OR morality OR moral philosophy OR bioethics OR applied ethics',
  'politics-social-sciences/politics-government':
    'politics OR government OR political science OR elections OR democracy OR political history OR politics and government',
  'politics-social-sciences/politics-government/international-relations':
    'international relations OR foreign policy OR geopolitics OR diplomacy OR global politics',
  'politics-social-sciences/politics-government/political-ideologies':
    'political philosophy OR political theory OR communism OR socialism OR capitalism OR libertarianism OR conservatism OR liberalism OR anarchism',
  'politics-social-sciences/public-policy':
    'public policy OR poverty OR inequality OR immigration policy OR social policy OR urban policy OR education policy',
  'politics-social-sciences/sociology':
    'sociology OR society OR social issues OR social justice OR social theory OR social commentary',
  'politics-social-sciences/sociology/gender-studies':
    'gender studies OR feminism OR feminist OR women s studies OR womens studies OR women s issues OR womens issues OR feminist theory',
  'politics-social-sciences/sociology/race-ethnic-studies':
    'racism OR race relations OR civil rights OR civil rights movement OR ethnic studies OR black history OR race and ethnicity',
  reference:
    'reference OR dictionary OR dictionaries OR encyclopedia OR encyclopedias OR almanac OR reference books',
  'reference/atlases-maps':
    'atlases OR cartography OR world atlas OR road atlas OR maps OR map books',
  'reference/dictionaries-thesauruses':
    'dictionary OR dictionaries OR thesaurus OR thesauri OR word origins OR etymology',
  'reference/encyclopedias':
    'encyclopedia OR encyclopedias OR almanac OR almanacs OR general knowledge',
  'reference/etiquette': 'etiquette OR good manners OR social etiquette',
  'reference/foreign-language-study':
    'language learning OR foreign language OR foreign languages OR linguistics OR learn spanish OR learn french OR spanish language OR french language OR german language OR language and linguistics',
  'reference/genealogy': 'genealogy OR family history OR ancestry OR family tree',
  'reference/quotations': 'quotations OR quotes OR quote books OR famous quotes OR aphorisms',
  'reference/writing-publishing':
    'writing OR on writing OR writing craft OR craft of writing OR books on writing OR books about writing OR creative writing OR publishing OR grammar OR style guide OR writing reference',
  'religion-spirituality':
    'religion OR religious OR spirituality OR spiritual OR faith OR theology OR religion and spirituality',
  'religion-spirituality/atheism-secularism':
    'atheism OR atheist OR secularism OR humanism OR skepticism OR freethought',
  'religion-spirituality/buddhism': 'buddhism OR buddhist OR zen OR dharma OR tibetan buddhism',
  'religion-spirituality/christianity':
    'christian OR christianity OR christian books OR christian nonfiction OR christian lit OR christian literature OR jesus OR christian classics',
  'religion-spirituality/christianity/bible-study':
    'bible study OR bible studies OR bible OR the bible OR scripture OR biblical studies OR holy bible',
  'religion-spirituality/christianity/catholicism':
    'catholic OR catholicism OR roman catholic OR catholic church OR saints',
  'religion-spirituality/christianity/christian-fiction':
    'christian fiction OR fiction christian OR christian novels OR christian romance OR christian suspense OR inspirational fiction OR amish OR amish fiction OR biblical fiction OR christian chick lit',
  'religion-spirituality/christianity/christian-living':
    'christian living OR christian life OR devotional OR devotionals OR prayer OR spiritual growth OR spiritual formation OR spiritual disciplines',
  'religion-spirituality/christianity/theology':
    'theology OR christian theology OR apologetics OR systematic theology OR church history OR reformed theology',
  'religion-spirituality/hinduism':
    'hinduism OR hindu OR vedanta OR bhagavad gita OR hindu mythology OR upanishads',
  'religion-spirituality/islam': 'islam OR islamic OR muslim OR muslims OR quran OR sufism',
  'religion-spirituality/judaism':
    'judaism OR jewish OR jewish literature OR torah OR talmud OR kabbalah OR jewish history',
  'religion-spirituality/new-age-occult':
    'new age OR metaphysical OR occult OR astrology OR tarot OR esoteric OR wicca OR paganism OR law of attraction',
  'religion-spirituality/religious-studies':
    'religious studies OR comparative religion OR history of religion OR religious history OR philosophy of religion OR religion philosophy OR philosophy religion',
  'religion-spirituality/taoism-eastern-religions':
    'taoism OR tao OR confucianism OR eastern religion OR eastern religions OR shinto OR sikhism',
  romance:
    'romance OR romantic OR romances OR love story OR love stories OR marriage of convenience OR arranged marriage OR romance novels OR adult romance',
  'romance/clean-wholesome':
    'clean romance OR sweet romance OR wholesome romance OR inspirational romance OR clean and wholesome OR clean reads',
  'romance/contemporary-romance':
    'contemporary romance OR romance contemporary OR modern romance OR chick lit romance OR small town romance',
  'romance/erotic-romance':
    'erotic romance OR romance erotic OR steamy OR steamy romance OR smut OR hot and steamy OR bdsm OR dark romance',
  'romance/fantasy-romance':
    'fantasy romance OR romantasy OR romance fantasy OR fairy tale romance',
  'romance/historical-romance':
    'historical romance OR historical romances OR romance historical OR highlander OR highlander romance OR highlands OR victorian romance OR medieval romance OR historical rom',
  'romance/historical-romance/regency-romance':
    'regency OR regency romance OR romance regency OR regency era OR historical regency',
  'romance/new-adult':
    'new adult OR new adult romance OR na OR new adult fiction OR college romance',
  'romance/paranormal-romance':
    'paranormal romance OR romance paranormal OR pnr OR shifters OR shape shifters OR shapeshifters OR shifter romance OR vampire romance OR werewolf romance',
  'romance/romantic-comedy':
    'romantic comedy OR rom com OR romcom OR romantic comedies OR humorous romance OR chick lit romance comedy',
  'romance/romantic-suspense':
    'romantic suspense OR romance suspense OR suspense romance OR rom suspense OR romantic thriller OR romance mystery OR mystery romance',
  'romance/science-fiction-romance':
    'sci fi romance OR scifi romance OR science fiction romance OR futuristic romance OR space romance OR alien romance OR time travel romance',
  'romance/sports-romance':
    'sports romance OR romance sports OR hockey romance OR football romance OR sports romances',
  'romance/western-romance':
    'western romance OR cowboy romance OR cowboys romance OR ranch romance',
  'science-math':
    'science OR popular science OR pop science OR science nonfiction OR non fiction science OR nonfiction science OR math OR mathematics OR science and math',
  'science-math/astronomy-space':
    'astronomy OR astrophysics OR cosmology OR space science OR space exploration OR science space OR physics cosmology OR planets OR nasa',
  'science-math/biology':
    'biology OR biological sciences OR life sciences OR microbiology OR cell biology OR science biology OR botany OR marine biology',
  'science-math/biology/genetics-evolution':
    'genetics OR evolution OR dna OR genome OR darwin OR evolutionary biology OR biology evolution OR natural selection',
  'science-math/biology/neuroscience':
    'neuroscience OR neurobiology OR cognitive science OR brain science OR psychology neuroscience',
  'science-math/biology/zoology':
    'zoology OR animal behavior OR wildlife OR birds OR birding OR ornithology OR insects OR marine life',
  'science-math/chemistry':
    'chemistry OR chemical OR biochemistry OR organic chemistry OR periodic table',
  'science-math/earth-sciences':
    'geology OR earth science OR earth sciences OR oceanography OR oceans OR weather OR volcanoes OR earthquakes OR geography',
  'science-math/history-philosophy-of-science':
    'history of science OR philosophy of science OR science history OR scientific revolution OR science and religion',
  'science-math/mathematics':
    'mathematics OR math OR maths OR math books OR geometry OR algebra OR calculus OR number theory',
  'science-math/mathematics/statistics-probability':
    'statistics OR probability OR data analysis OR statistical thinking',
  'science-math/nature-ecology':
    'nature OR ecology OR environment OR environmentalism OR climate change OR global warming OR conservation OR natural history OR nature writing OR science nature',
  'science-math/physics':
    'physics OR quantum OR quantum physics OR quantum mechanics OR relativity OR particle physics OR theoretical physics OR science physics',
  'science-fiction-fantasy':
    'science fiction OR sci fi OR scifi OR sf OR fantasy OR sff OR science fiction fantasy OR sci fi fantasy OR scifi fantasy OR fantasy sci fi OR fantasy scifi OR sf fantasy OR sci fi and fantasy',
  'science-fiction-fantasy/fantasy':
    'fantasy OR fantasy fiction OR magic OR fiction fantasy OR modern fantasy OR fantasy adventure OR wizards OR witches OR fae OR faeries',
  'science-fiction-fantasy/fantasy/dark-fantasy':
    'dark fantasy OR grimdark OR grimdark fantasy OR horror fantasy OR fantasy horror',
  'science-fiction-fantasy/fantasy/dragons-mythical-creatures':
    'dragons OR dragon OR mythical creatures OR unicorns OR griffins OR dragon riders',
  'science-fiction-fantasy/fantasy/epic-fantasy':
    'epic fantasy OR high fantasy OR epic OR fantasy epic OR epic high fantasy OR high epic fantasy OR medieval fantasy',
  'science-fiction-fantasy/fantasy/fairy-tale-retellings':
    'retellings OR retelling OR fairy tale retellings OR fairytale retellings OR fairy tale retelling OR fairytale retelling OR fairy tales retold OR retold fairy tales OR fractured fairy tales',
  'science-fiction-fantasy/fantasy/historical-fantasy':
    'historical fantasy OR fantasy historical OR gaslamp fantasy OR alternate history fantasy',
  'science-fiction-fantasy/fantasy/humorous-fantasy':
    'humorous fantasy OR comic fantasy OR fantasy humor OR humor fantasy OR funny fantasy',
  'science-fiction-fantasy/fantasy/paranormal-urban-fantasy':
    'urban fantasy OR paranormal OR supernatural OR vampires OR vampire OR werewolves OR werewolf OR demons OR angels OR paranormal fantasy OR fantasy paranormal OR fantasy urban OR paranormal urban fantasy OR urban paranormal',
  'science-fiction-fantasy/fantasy/sword-sorcery':
    'sword and sorcery OR sword sorcery OR barbarians',
  'science-fiction-fantasy/gaming-litrpg':
    'litrpg OR gamelit OR game lit OR video game fiction OR virtual reality games',
  'science-fiction-fantasy/science-fantasy':
    'science fantasy OR sword and planet OR planetary romance OR dying earth',
  'science-fiction-fantasy/science-fiction':
    'science fiction OR sci fi OR scifi OR sf OR fiction science fiction OR speculative science fiction OR genetic engineering OR robots OR androids',
  'science-fiction-fantasy/science-fiction/aliens-first-contact':
    'aliens OR alien OR first contact OR alien invasion OR extraterrestrials',
  'science-fiction-fantasy/science-fiction/alternate-history':
    'alternate history OR alternative history OR alt history OR counterfactual history',
  'science-fiction-fantasy/science-fiction/cyberpunk':
    'cyberpunk OR biopunk OR post cyberpunk OR virtual reality OR cyber punk',
  'science-fiction-fantasy/science-fiction/dystopian':
    'dystopian OR dystopia OR dystopias OR dystopian fiction OR dystopian novels OR dystopian future OR dystopian society OR utopian dystopian OR utopia',
  'science-fiction-fantasy/science-fiction/hard-science-fiction':
    'hard science fiction OR hard sci fi OR hard scifi OR hard sf',
  'science-fiction-fantasy/science-fiction/military-science-fiction':
    'military science fiction OR military sci fi OR military scifi OR military sf OR space marines',
  'science-fiction-fantasy/science-fiction/post-apocalyptic':
    'post apocalyptic OR apocalyptic OR apocalypse OR post apocalypse OR end of the world OR post apocalyptic fiction OR pandemic fiction',
  'science-fiction-fantasy/science-fiction/space-opera':
    'space opera OR space OR space travel OR outer space OR galactic empire OR space adventure OR sf space opera',
  'science-fiction-fantasy/science-fiction/steampunk':
    'steampunk OR gaslamp OR clockpunk OR dieselpunk',
  'science-fiction-fantasy/science-fiction/time-travel':
    'time travel OR time travelling OR time traveling OR time travel fiction OR time loops',
  'science-fiction-fantasy/speculative-fiction':
    'speculative fiction OR speculative OR slipstream OR new weird OR weird fiction OR spec fic',
  'self-help':
    'self help OR selfhelp OR self improvement OR self development OR personal development OR personal growth OR self help books',
  'self-help/communication-social-skills':
    'communication OR social skills OR public speaking OR persuasion OR negotiation OR influence OR conversation',
  'self-help/creativity': 'creativity OR creative thinking OR creative process OR innovation',
  'self-help/death-grief':
    'grief OR grieving OR bereavement OR grief and loss OR dealing with grief OR death and dying OR loss',
  'self-help/happiness': 'happiness OR positive psychology OR positive thinking OR gratitude',
  'self-help/mindfulness-meditation':
    'mindfulness OR meditation OR stress management OR stress relief OR mindful living',
  'self-help/motivational-inspirational':
    'motivational OR motivation OR inspirational OR inspiration OR inspiring OR motivational books',
  'self-help/personal-transformation':
    'personal transformation OR self discovery OR self esteem OR self confidence OR self acceptance OR self love OR personal improvement',
  'self-help/productivity-habits':
    'productivity OR time management OR habits OR habit OR organization OR getting things done OR focus',
  'self-help/success':
    'success OR achievement OR goal setting OR goals OR self discipline OR willpower',
  'sports-outdoors':
    'sports OR sport OR outdoors OR athletics OR sports books OR sports non fiction OR sports nonfiction OR sports history',
  'sports-outdoors/team-sports': 'team sports OR ball sports OR sports teams',
  'sports-outdoors/team-sports/baseball':
    'baseball OR baseball books OR major league baseball OR mlb',
  'sports-outdoors/team-sports/basketball': 'basketball OR nba OR college basketball',
  'sports-outdoors/team-sports/football':
    'football OR american football OR nfl OR college football',
  'sports-outdoors/team-sports/hockey': 'hockey OR ice hockey OR nhl OR sports hockey',
  'sports-outdoors/team-sports/soccer': 'soccer OR premier league OR world cup OR football soccer',
  'sports-outdoors/cycling': 'cycling OR bicycling OR bicycle OR bikes OR tour de france',
  'sports-outdoors/golf': 'golf OR golfing OR pga',
  'sports-outdoors/hiking-camping':
    'hiking OR camping OR backpacking OR outdoors OR wilderness OR outdoor adventure OR hiking camping',
  'sports-outdoors/hunting-fishing':
    'hunting and fishing OR fishing OR fly fishing OR hunting OR angling',
  'sports-outdoors/martial-arts-combat-sports':
    'martial arts OR boxing OR mma OR karate OR judo OR kung fu OR wrestling',
  'sports-outdoors/mountaineering-climbing':
    'mountaineering OR climbing OR mountain climbing OR rock climbing OR everest OR climbing mountaineering',
  'sports-outdoors/running':
    'running OR marathon OR marathons OR runners OR ultrarunning OR running books',
  'sports-outdoors/water-sports-sailing':
    'sailing OR surfing OR swimming OR rowing OR kayaking OR diving',
  'teen-young-adult':
    'young adult OR ya OR teen OR teens OR youngadult OR young adults OR ya fiction OR ya books OR ya lit OR teen fiction OR young adult fiction OR young adult lit OR y a',
  'teen-young-adult/teen-biographies-nonfiction':
    'ya nonfiction OR ya non fiction OR young adult nonfiction OR young adult non fiction OR teen nonfiction OR ya memoir',
  'teen-young-adult/teen-contemporary':
    'ya contemporary OR contemporary ya OR young adult contemporary OR teen contemporary OR ya realistic fiction OR ya realistic OR teen drama',
  'teen-young-adult/teen-fantasy':
    'ya fantasy OR young adult fantasy OR teen fantasy OR fantasy ya OR ya magic OR ya witches OR ya steampunk',
  'teen-young-adult/teen-historical-fiction':
    'ya historical OR ya historical fiction OR young adult historical OR young adult historical fiction OR teen historical OR historical ya',
  'teen-young-adult/teen-horror': 'ya horror OR young adult horror OR teen horror OR horror ya',
  'teen-young-adult/teen-mystery-thriller':
    'ya mystery OR ya thriller OR ya mystery thriller OR young adult mystery OR young adult thriller OR teen mystery OR teen thriller OR ya suspense OR teen spy',
  'teen-young-adult/teen-paranormal':
    'ya paranormal OR young adult paranormal OR teen paranormal OR ya paranormal romance OR ya supernatural OR ya vampires',
  'teen-young-adult/teen-romance':
    'ya romance OR young adult romance OR teen romance OR romance ya OR ya chick lit OR ya love OR high school romance',
  'teen-young-adult/teen-science-fiction-dystopian':
    'ya dystopian OR ya dystopia OR ya sci fi OR ya scifi OR ya science fiction OR young adult dystopian OR young adult dystopia OR young adult science fiction OR young adult sci fi OR teen dystopian OR teen sci fi OR dystopian ya',
  travel:
    'travel OR travelogue OR travel books OR travel writing OR travel narrative OR travel literature OR travel lit OR armchair travel',
  'travel/adventure-travel':
    'adventure travel OR travel adventure OR travel and adventure OR true adventure OR expeditions OR backpacking travel',
  'travel/africa': 'africa travel OR travel africa OR safari OR african travel',
  'travel/americas':
    'usa travel OR travel usa OR road trip america OR america travel OR latin america travel OR south america travel OR canada travel',
  'travel/asia':
    'asia travel OR travel asia OR japan travel OR china travel OR india travel OR southeast asia travel',
  'travel/europe':
    'europe travel OR travel europe OR european travel OR italy travel OR france travel OR paris travel OR britain travel',
  'travel/polar-regions':
    'polar exploration OR arctic OR antarctica OR antarctic OR polar OR north pole OR south pole',
  'travel/travel-guides':
    'travel guide OR travel guides OR guidebook OR guidebooks OR travel reference OR lonely planet',
  'travel/travel-writing-memoir':
    'travel writing OR travel memoir OR travel memoirs OR travelogue OR travel narrative OR travel essays OR travel literature OR travel lit',
};

/** The search a category stands for; '' for an unknown id. */
export function categoryQuery(id: string): string {
  return categoryQueries[id] ?? '';
}
