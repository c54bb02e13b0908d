#pragma once

#include "model/io/filelimits.h"
#include "model/schema/enumnames.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <optional>

// Reads typed values out of a parsed JSON document while keeping the JSON path of where it is,
// so that the first problem becomes one message naming the file and the place
// ("chat.json: /tables/0/families/1/versions: expected an integer, found a string").
// After the first failure every further read is a no-op that returns the default.
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(JsonReader)

public:
    using json = nlohmann::json;

    static constexpr qsizetype kMaxNameLength = FileLimits::kMaxNameBytes;
    static constexpr qsizetype kMaxTextLength = FileLimits::kMaxTextBytes;

    explicit JsonReader(QString fileName)
        : m_fileName(std::move(fileName))
    {}

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString path() const;
    void fail(const QString &message);
    // Fails at a child of the current place, e.g. the field "namespace" of the current object.
    void failAt(const QString &child, const QString &message);

    class Scope
    {
    public:
        Scope(JsonReader &reader, QString component)
            : m_reader(reader)
        {
            m_reader.m_path.append(std::move(component));
        }
        Scope(JsonReader &reader, qsizetype index)
            : Scope(reader, QString::number(index))
        {}
        ~Scope() { m_reader.m_path.removeLast(); }
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        JsonReader &m_reader;
    };

    // The value must be an object whose keys are all among `allowed`.
    bool expectObject(const json &value, std::initializer_list<const char *> allowed);
    bool expectArray(const json &value, qsizetype maxItems = FileLimits::kMaxListItems);

    // Member readers: a missing member gives the default, or fails when required.
    QString string(const json &object, const char *key, const QString &fallback = {},
                   bool required = false, qsizetype maxLength = kMaxTextLength);
    QString name(const json &object, const char *key, bool required = true)
    {
        return string(object, key, {}, required, kMaxNameLength);
    }
    qint64 integer(const json &object, const char *key, qint64 fallback, qint64 min, qint64 max);
    bool integralFloatProblem(const json &value, const QString &min, const QString &max);
    std::optional<qint64> optionalInteger(const json &object, const char *key, qint64 min,
                                          qint64 max);
    quint64 unsignedInteger(const json &object, const char *key, quint64 fallback);
    double number(const json &object, const char *key, double fallback, double min, double max);
    bool boolean(const json &object, const char *key, bool fallback);
    QStringList stringList(const json &object, const char *key);

    template<typename E, std::size_t N>
    E enumeration(const json &object, const char *key, const EnumNames<E, N> &names, E fallback)
    {
        const QString text = string(object, key, names.name(fallback), false, kMaxNameLength);
        if (failed())
            return fallback;
        if (const std::optional<E> value = names.parse(text))
            return *value;
        failAt(QString::fromLatin1(key), unknownValueMessage(text, names.names()));
        return fallback;
    }

    // The member, or nullptr when absent (or after a failure).
    const json *member(const json &object, const char *key);

    static QString typeName(const json &value);

private:
    static QString unknownValueMessage(const QString &text, const QStringList &allowed);

    QString m_fileName;
    QStringList m_path;
    QString m_error;
};
