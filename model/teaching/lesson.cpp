#include "model/teaching/lesson.h"

#include "model/io/jsonreader.h"
#include "model/io/projectfile.h"
#include "model/schema/enumnames.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("LessonFile", text);
}

constexpr qint64 kMaxLessonBytes = 1 << 20;
constexpr qsizetype kMaxItems = 100;

inline constexpr EnumNames<GoalMeasure, 22> kMeasureNames{{{
    {GoalMeasure::HottestWindowShare, "hottestWindowShare"},
    {GoalMeasure::MaxOverMean, "maxOverMean"},
    {GoalMeasure::CoefficientOfVariation, "coefficientOfVariation"},
    {GoalMeasure::Regions, "regions"},
    {GoalMeasure::EmptyRegions, "emptyRegions"},
    {GoalMeasure::KeyBytesMax, "keyBytesMax"},
    {GoalMeasure::KeyBytesMean, "keyBytesMean"},
    {GoalMeasure::BytesPerRow, "bytesPerRow"},
    {GoalMeasure::RegionsAtTarget, "regionsAtTarget"},
    {GoalMeasure::AccessMethod, "accessMethod"},
    {GoalMeasure::AccessRegions, "accessRegions"},
    {GoalMeasure::Finding, "finding"},
    {GoalMeasure::Errors, "errors"},
    {GoalMeasure::Warnings, "warnings"},
    {GoalMeasure::AccessScans, "accessScans"},
    {GoalMeasure::Families, "families"},
    {GoalMeasure::FamilyAttribute, "familyAttribute"},
    {GoalMeasure::KeyCollisions, "keyCollisions"},
    {GoalMeasure::NewestFirst, "newestFirst"},
    {GoalMeasure::Tables, "tables"},
    {GoalMeasure::AccessMethodInNamespace, "accessMethodInNamespace"},
    {GoalMeasure::Cluster, "cluster"},
}}};

// The cluster budget's figures a Cluster goal bounds, by their keys in `cluster --format json`;
// the write rate has no limit to take a share of.
inline constexpr EnumNames<ClusterBudget::Measure, 6> kClusterFigureNames{{{
    {ClusterBudget::Measure::RegionsAtCreation, "regionsAtCreation"},
    {ClusterBudget::Measure::RegionsAtRetention, "regionsAtFullVolume"},
    {ClusterBudget::Measure::RegionsAfterAYear, "regionsAfterAYear"},
    {ClusterBudget::Measure::Memstores, "memstores"},
    {ClusterBudget::Measure::Disk, "disk"},
    {ClusterBudget::Measure::BlockCache, "blockCache"},
}}};

inline constexpr EnumNames<FamilyAttributeName, 6> kAttributeNames{{{
    {FamilyAttributeName::Versions, "VERSIONS"},
    {FamilyAttributeName::MinVersions, "MIN_VERSIONS"},
    {FamilyAttributeName::Ttl, "TTL"},
    {FamilyAttributeName::BlockSize, "BLOCKSIZE"},
    {FamilyAttributeName::IsMob, "IS_MOB"},
    {FamilyAttributeName::MobThreshold, "MOB_THRESHOLD"},
}}};

const QStringList kMethodKeys{QStringLiteral("get"),       QStringLiteral("prefixScan"),
                              QStringLiteral("rangeScan"), QStringLiteral("filteredScan"),
                              QStringLiteral("fullScan"),  QStringLiteral("write")};

// Reads a lesson's JSON with the project reader's strictness: unknown members, wrong types and
// missing texts are errors that name the place.
class LessonReader
{
    // Its own context, the one lupdate files its messages under (a lesson file's errors stayed
    // English in Chinese while they were looked up under LessonFile's).
    static QString tr(const char *text)
    {
        return QCoreApplication::translate("LessonReader", text);
    }

public:
    LessonReader(const QString &fileName)
        : m_r(fileName)
        , m_directory(QFileInfo(fileName).absoluteDir())
    {}

    std::optional<Lesson> read(const nlohmann::json &doc, QString *error)
    {
        Lesson lesson;
        if (m_r.expectObject(doc, {"formatVersion", "id", "title", "introduction", "hints",
                                   "explanation", "table", "start", "solution", "goals", "i18n"})) {
            if (m_r.integer(doc, "formatVersion", 0, 1, 1) != 1 && !m_r.failed())
                m_r.failAt(QStringLiteral("formatVersion"), tr("must be 1"));
            lesson.id = m_r.name(doc, "id");
            lesson.title.english = m_r.string(doc, "title", {}, true);
            lesson.introduction.english = m_r.string(doc, "introduction", {}, true);
            lesson.explanation.english = m_r.string(doc, "explanation", {}, true);
            lesson.table = m_r.name(doc, "table");
            lesson.startFile = projectFile(doc, "start");
            lesson.solutionFile = projectFile(doc, "solution");
            for (const QString &hint : m_r.stringList(doc, "hints"))
                lesson.hints.append({hint, {}});
            readGoals(doc, &lesson);
            readTranslations(doc, &lesson);
        }
        if (!m_r.failed() && lesson.goals.isEmpty())
            m_r.failAt(QStringLiteral("goals"), tr("a lesson needs at least one goal"));
        if (m_r.failed()) {
            *error = m_r.error();
            return std::nullopt;
        }
        return lesson;
    }

private:
    QString projectFile(const nlohmann::json &doc, const char *key)
    {
        const QString name = m_r.string(doc, key, {}, true);
        if (m_r.failed())
            return {};
        const QString path = m_directory.absoluteFilePath(name);
        if (!QFileInfo(path).isFile())
            m_r.failAt(QString::fromLatin1(key),
                       tr("no project file \"%1\" beside the lesson").arg(name));
        return path;
    }

    void readGoals(const nlohmann::json &doc, Lesson *lesson)
    {
        const nlohmann::json *goals = m_r.member(doc, "goals");
        const JsonReader::Scope scope(m_r, QStringLiteral("goals"));
        if (!goals || !m_r.expectArray(*goals, kMaxItems))
            return;
        for (qsizetype i = 0; i < qsizetype(goals->size()) && !m_r.failed(); ++i) {
            const JsonReader::Scope item(m_r, i);
            const nlohmann::json &g = (*goals)[std::size_t(i)];
            if (!m_r.expectObject(g, {"text", "i18n", "table", "measure", "atLeast", "atMost",
                                      "pattern", "methods", "rule", "attribute", "family",
                                      "qualifier", "namespace", "figure"}))
                return;
            Goal goal;
            goal.text.english = m_r.string(g, "text", {}, true);
            goal.table = m_r.name(g, "table", false);
            goal.measure = m_r.enumeration(g, "measure", kMeasureNames, GoalMeasure::Regions);
            if (m_r.member(g, "atLeast"))
                goal.atLeast = m_r.number(g, "atLeast", 0, -1e18, 1e18);
            if (m_r.member(g, "atMost"))
                goal.atMost = m_r.number(g, "atMost", 0, -1e18, 1e18);
            goal.pattern = m_r.name(g, "pattern", false);
            goal.methods = m_r.stringList(g, "methods");
            goal.rule = m_r.name(g, "rule", false);
            goal.attribute =
                m_r.enumeration(g, "attribute", kAttributeNames, FamilyAttributeName::Versions);
            goal.family = m_r.name(g, "family", false);
            goal.qualifier = m_r.name(g, "qualifier", false);
            goal.nameSpace = m_r.name(g, "namespace", false);
            goal.clusterFigure = m_r.enumeration(g, "figure", kClusterFigureNames,
                                                 ClusterBudget::Measure::RegionsAtRetention);
            if (goal.measure == GoalMeasure::Cluster && !g.contains("figure") && !m_r.failed())
                m_r.failAt(QStringLiteral("figure"),
                           tr("this measure needs a figure: %1")
                               .arg(QStringLiteral("regionsAtCreation, regionsAtFullVolume, "
                                                   "regionsAfterAYear, memstores, disk, "
                                                   "blockCache")));
            if (goal.measure == GoalMeasure::FamilyAttribute && !g.contains("attribute") &&
                !m_r.failed())
                m_r.failAt(QStringLiteral("attribute"),
                           tr("this measure needs an attribute: %1")
                               .arg(QStringLiteral("VERSIONS, MIN_VERSIONS, TTL, BLOCKSIZE, "
                                                   "IS_MOB, MOB_THRESHOLD")));
            if (const nlohmann::json *i18n = m_r.member(g, "i18n"))
                readTexts(*i18n, {"text"},
                          [&](const QString &language, const char *, const QString &text) {
                              goal.text.translations.insert(language, text);
                          });
            checkGoal(goal);
            lesson->goals.append(goal);
        }
    }

    // What each measure needs, said at the goal.
    void checkGoal(const Goal &goal)
    {
        if (m_r.failed())
            return;
        if (goal.onPattern() && goal.pattern.isEmpty())
            m_r.failAt(QStringLiteral("pattern"),
                       tr("this measure needs the access pattern's name"));
        else if (goal.onMethods() && goal.methods.isEmpty())
            m_r.failAt(
                QStringLiteral("methods"),
                tr("give the methods that pass: %1").arg(kMethodKeys.join(QStringLiteral(", "))));
        else if (goal.measure == GoalMeasure::Finding && goal.rule.isEmpty())
            m_r.failAt(QStringLiteral("rule"), tr("this measure needs a rule id"));
        else if (goal.measure == GoalMeasure::FamilyAttribute &&
                 goal.family.isEmpty() == goal.qualifier.isEmpty())
            m_r.failAt(QStringLiteral("family"),
                       tr("this measure needs either a family or a qualifier"));
        else if (!goal.onMethods() && !goal.atLeast && !goal.atMost)
            m_r.failAt(QStringLiteral("measure"), tr("give atLeast, atMost or both"));
        else if (goal.atLeast && goal.atMost && *goal.atLeast > *goal.atMost)
            m_r.failAt(QStringLiteral("atMost"),
                       tr("%1 is less than atLeast %2: no design could meet this goal")
                           .arg(*goal.atMost)
                           .arg(*goal.atLeast));
        for (const QString &method : goal.methods) {
            if (!kMethodKeys.contains(method))
                m_r.failAt(QStringLiteral("methods"),
                           tr("unknown method \"%1\"; known: %2")
                               .arg(method, kMethodKeys.join(QStringLiteral(", "))));
        }
    }

    // "i18n": {"zh_CN": {"title": ..., "hints": [...]}}: each language's texts.
    void readTranslations(const nlohmann::json &doc, Lesson *lesson)
    {
        const nlohmann::json *i18n = m_r.member(doc, "i18n");
        if (!i18n)
            return;
        readTexts(*i18n, {"title", "introduction", "explanation", "hints"},
                  [&](const QString &language, const char *key, const QString &text) {
                      const QString field = QString::fromLatin1(key);
                      LessonText *target = field == u"title"          ? &lesson->title
                                           : field == u"introduction" ? &lesson->introduction
                                                                      : &lesson->explanation;
                      target->translations.insert(language, text);
                  });
        // Hints: a list each language, as many as the English ones.
        const JsonReader::Scope scope(m_r, QStringLiteral("i18n"));
        for (auto it = i18n->begin(); it != i18n->end() && !m_r.failed(); ++it) {
            const QString language = QString::fromStdString(it.key());
            const JsonReader::Scope inLanguage(m_r, language);
            if (!it->contains("hints"))
                continue;
            const QStringList hints = m_r.stringList(*it, "hints");
            if (hints.size() != lesson->hints.size()) {
                m_r.failAt(QStringLiteral("hints"), tr("%1 hints; the English text has %2")
                                                        .arg(hints.size())
                                                        .arg(lesson->hints.size()));
                return;
            }
            for (qsizetype h = 0; h < hints.size(); ++h)
                lesson->hints[h].translations.insert(language, hints[h]);
        }
    }

    template<typename Store>
    void readTexts(const nlohmann::json &i18n, std::initializer_list<const char *> fields,
                   const Store &store)
    {
        const JsonReader::Scope scope(m_r, QStringLiteral("i18n"));
        if (!i18n.is_object()) {
            m_r.fail(
                tr("expected an object of languages, found %1").arg(JsonReader::typeName(i18n)));
            return;
        }
        for (auto it = i18n.begin(); it != i18n.end() && !m_r.failed(); ++it) {
            const QString language = QString::fromStdString(it.key());
            const JsonReader::Scope inLanguage(m_r, language);
            if (!m_r.expectObject(*it, fields))
                return;
            for (const char *field : fields) {
                if (qstrcmp(field, "hints") == 0 || !it->contains(field))
                    continue;
                store(language, field, m_r.string(*it, field));
            }
        }
    }

    JsonReader m_r;
    QDir m_directory;
};

} // namespace

QString LessonText::in(const QString &language) const
{
    if (const auto exact = translations.constFind(language); exact != translations.constEnd())
        return *exact;
    const QString base = language.section(u'_', 0, 0);
    for (auto it = translations.cbegin(); it != translations.cend(); ++it) {
        if (!base.isEmpty() && it.key().section(u'_', 0, 0) == base)
            return *it;
    }
    return english;
}

namespace LessonFile {

Result read(const QString &path)
{
    Result result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("%1: cannot open: %2").arg(path, file.errorString());
        return result;
    }
    if (file.size() > kMaxLessonBytes) {
        result.error = tr("%1: a lesson file is at most 1 MiB").arg(path);
        return result;
    }
    const std::optional<nlohmann::json> doc =
        ProjectFile::parseDocument(file.readAll(), path, &result.error);
    if (!doc)
        return result;
    result.lesson = LessonReader(path).read(*doc, &result.error);
    if (result.lesson)
        result.lesson->file = path;
    return result;
}

QStringList builtInFiles()
{
    QStringList files;
    const QDir dir(QStringLiteral(":/lessons"));
    for (const QString &name :
         dir.entryList({QStringLiteral("*.lesson.json")}, QDir::Files, QDir::Name))
        files.append(dir.filePath(name));
    return files;
}

QString find(const QString &idOrPath)
{
    for (const QString &file : builtInFiles()) {
        const Result built = read(file);
        if (built.lesson && built.lesson->id == idOrPath)
            return file;
    }
    return QFileInfo(idOrPath).isFile() ? idOrPath : QString();
}

} // namespace LessonFile
