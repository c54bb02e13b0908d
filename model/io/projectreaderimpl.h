#pragma once

// The project-file reader's class, shared by the files that implement it (projectreader.cpp,
// projectreadersample.cpp). Not part of the model's interface: use readProject().
#include "model/io/filelimits.h"
#include "model/io/jsonreader.h"
#include "model/schema/project.h"

#include <QCoreApplication>
#include <QHash>

#include <limits>

namespace ProjectReading {

using json = nlohmann::json;
using Scope = JsonReader::Scope;

inline constexpr qint64 kInt32Max = std::numeric_limits<qint32>::max();
inline constexpr qint64 kInt32Min = std::numeric_limits<qint32>::min();
inline constexpr qint64 kInt64Max = std::numeric_limits<qint64>::max();
inline constexpr int kMaxRegions = 1000000;

class ProjectReader
{
    Q_DECLARE_TR_FUNCTIONS(ProjectReader)

public:
    explicit ProjectReader(const QString &fileName)
        : m_in(fileName)
    {}

    std::optional<Project> read(const json &doc, QString *error);

private:
    void readCluster(const json &v, ClusterProfile &out);
    void readNamespaces(const json &v, QList<Namespace> &out);
    void readTable(const json &v, Table &out);
    void readFamily(const json &v, ColumnFamily &out);
    void readQualifier(const json &v, Qualifier &out);
    void readRowKey(const json &v, RowKey &out);
    void readSegment(const json &v, KeySegment &out);
    void readSplits(const json &v, SplitSpec &out);
    void readAttributes(const json &v, TableAttributes &out);
    void readAccessPattern(const json &v, AccessPattern &out);
    void readVolume(const json &v, VolumeEstimate &out);
    void readSample(const json &v, SampleSettings &out);
    void readCsvColumns(const json &v, SampleSettings &out);
    void readGenerator(const json &v, FieldGenerator &out);
    void readPosition(const json &v, DiagramPosition &out);
    // The object's "otherAttributes" member; keys the model has a field for are refused.
    void readOtherAttributes(const json &object, OtherAttributes &out, bool (*owned)(QStringView));
    void readSuppression(const json &v, Suppression &out);
    // The value must be an object of at most `maxEntries` keys chosen by the file.
    bool expectMap(const json &value, std::size_t maxEntries);
    // The object's "i18n" member: its texts in other languages, only `fields` allowed.
    void readTexts(const json &object, LocalizedTexts &out,
                   std::initializer_list<TextField> fields);
    QByteArray binaryKey(const json &object, const char *key, bool allowEmpty);
    QByteArray binaryValue(const json &value, bool allowEmpty);
    void checkReferences(const Project &project);

    // Reads every element of an array member with `readOne`, inside a path scope per element.
    template<typename T, typename F>
    void readList(const json &object, const char *key, QList<T> &out, F readOne,
                  qsizetype maxItems = FileLimits::kMaxListItems)
    {
        const json *list = m_in.member(object, key);
        if (!list)
            return;
        Scope scope(m_in, QString::fromLatin1(key));
        if (!m_in.expectArray(*list, maxItems))
            return;
        out.reserve(qsizetype(list->size()));
        for (std::size_t i = 0; i < list->size() && !m_in.failed(); ++i) {
            Scope item(m_in, qsizetype(i));
            T value;
            (this->*readOne)((*list)[i], value);
            out.append(std::move(value));
        }
    }

    // Fails at the second of two list elements that share a key.
    template<typename T, typename KeyOf>
    void rejectDuplicates(const char *listKey, const QList<T> &items, KeyOf keyOf,
                          const char *field, const QString &what)
    {
        QHash<QString, qsizetype> seen;
        for (qsizetype i = 0; i < items.size() && !m_in.failed(); ++i) {
            const QString key = keyOf(items[i]);
            const auto it = seen.constFind(key);
            if (it != seen.constEnd()) {
                Scope list(m_in, QString::fromLatin1(listKey));
                Scope item(m_in, i);
                m_in.failAt(QString::fromLatin1(field),
                            tr("duplicate %1 \"%2\" (also at index %3)").arg(what, key).arg(*it));
                return;
            }
            seen.insert(key, i);
        }
    }

    JsonReader m_in;
};

} // namespace ProjectReading
