#include "model/io/jsonreader.h"

#include "model/hbase/names.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdint>

namespace {} // namespace

QString JsonReader::path() const
{
    if (m_path.isEmpty())
        return QStringLiteral("/");
    QString out;
    for (const QString &component : m_path) {
        // JSON Pointer escaping (RFC 6901)
        QString escaped = component;
        escaped.replace(u'~', QStringLiteral("~0"));
        escaped.replace(u'/', QStringLiteral("~1"));
        out += u'/' + escaped;
    }
    return out;
}

void JsonReader::fail(const QString &message)
{
    if (failed())
        return;
    // Messages quote names from the file: control characters in them are shown, not sent.
    m_error = m_fileName + QStringLiteral(": ") + path() + QStringLiteral(": ") +
              Names::printable(message);
}

void JsonReader::failAt(const QString &child, const QString &message)
{
    Scope scope(*this, child);
    fail(message);
}

QString JsonReader::typeName(const json &value)
{
    switch (value.type()) {
    case json::value_t::null:
        return tr("null");
    case json::value_t::object:
        return tr("an object");
    case json::value_t::array:
        return tr("an array");
    case json::value_t::string:
        return tr("a string");
    case json::value_t::boolean:
        return tr("a boolean");
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
        return tr("an integer");
    case json::value_t::number_float:
        return tr("a number with a fraction");
    default:
        return tr("an unsupported value");
    }
}

QString JsonReader::unknownValueMessage(const QString &text, const QStringList &allowed)
{
    return tr("unknown value \"%1\"; expected one of %2").arg(text.left(80), joinList(allowed));
}

bool JsonReader::expectObject(const json &value, std::initializer_list<const char *> allowed)
{
    if (failed())
        return false;
    if (!value.is_object()) {
        fail(tr("expected an object, found %1").arg(typeName(value)));
        return false;
    }
    for (auto it = value.begin(); it != value.end(); ++it) {
        bool known = false;
        for (const char *key : allowed) {
            if (it.key() == key) {
                known = true;
                break;
            }
        }
        if (!known) {
            QStringList names;
            for (const char *key : allowed)
                names.append(QString::fromLatin1(key));
            // A misspelt key would otherwise silently do nothing, as it does in the HBase shell.
            fail(tr("unknown field \"%1\"; expected one of %2")
                     .arg(QString::fromStdString(it.key()).left(80), joinList(names)));
            return false;
        }
    }
    return true;
}

bool JsonReader::expectArray(const json &value, qsizetype maxItems)
{
    if (failed())
        return false;
    if (!value.is_array()) {
        fail(tr("expected an array, found %1").arg(typeName(value)));
        return false;
    }
    if (qsizetype(value.size()) > maxItems) {
        fail(tr("too many entries (%1, at most %2)").arg(value.size()).arg(maxItems));
        return false;
    }
    return true;
}

const JsonReader::json *JsonReader::member(const json &object, const char *key)
{
    if (failed() || !object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

QString JsonReader::string(const json &object, const char *key, const QString &fallback,
                           bool required, qsizetype maxLength)
{
    const json *value = member(object, key);
    if (!value) {
        if (required)
            failAt(QString::fromLatin1(key), tr("required field is missing"));
        return fallback;
    }
    Scope scope(*this, QString::fromLatin1(key));
    if (!value->is_string()) {
        fail(tr("expected a string, found %1").arg(typeName(*value)));
        return fallback;
    }
    const std::string &utf8 = value->get_ref<const std::string &>();
    if (qsizetype(utf8.size()) > maxLength) {
        fail(tr("text is %1 bytes long; at most %2 are allowed here")
                 .arg(utf8.size())
                 .arg(maxLength));
        return fallback;
    }
    if (utf8.find('\0') != std::string::npos) {
        fail(tr("text contains a NUL character"));
        return fallback;
    }
    return QString::fromStdString(utf8);
}

// A number the parser read as floating point but that has no fraction: an integer beyond 64 bits,
// or one written like 3.0 or 3e0. Reports which, and returns true; false for a real fraction.
bool JsonReader::integralFloatProblem(const json &value, const QString &min, const QString &max)
{
    const double d = value.get<double>();
    if (d != std::trunc(d))
        return false;
    const QString text = QString::fromStdString(value.dump());
    if (std::fabs(d) >= 9.2e18)
        fail(tr("%1 is out of range (%2 .. %3)").arg(text, min, max));
    else
        fail(tr("write %1 as a whole number, without a decimal point or exponent").arg(text));
    return true;
}

qint64 JsonReader::integer(const json &object, const char *key, qint64 fallback, qint64 min,
                           qint64 max)
{
    // null means "not set" only where the model has an unset state (optionalInteger).
    if (const json *value = member(object, key); value && value->is_null()) {
        Scope scope(*this, QString::fromLatin1(key));
        fail(tr("expected an integer, found %1").arg(typeName(*value)));
        return fallback;
    }
    const std::optional<qint64> value = optionalInteger(object, key, min, max);
    return value.value_or(fallback);
}

std::optional<qint64> JsonReader::optionalInteger(const json &object, const char *key, qint64 min,
                                                  qint64 max)
{
    const json *value = member(object, key);
    if (!value || value->is_null())
        return std::nullopt;
    Scope scope(*this, QString::fromLatin1(key));
    qint64 result = 0;
    if (value->is_number_unsigned()) {
        const auto u = value->get<std::uint64_t>();
        if (u > std::uint64_t(max)) {
            fail(tr("%1 is out of range (%2 .. %3)").arg(u).arg(min).arg(max));
            return std::nullopt;
        }
        result = qint64(u);
    } else if (value->is_number_integer()) {
        result = value->get<std::int64_t>();
    } else if (value->is_number_float() &&
               integralFloatProblem(*value, QString::number(min), QString::number(max))) {
        return std::nullopt;
    } else {
        fail(tr("expected an integer, found %1").arg(typeName(*value)));
        return std::nullopt;
    }
    if (result < min || result > max) {
        fail(tr("%1 is out of range (%2 .. %3)").arg(result).arg(min).arg(max));
        return std::nullopt;
    }
    return result;
}

quint64 JsonReader::unsignedInteger(const json &object, const char *key, quint64 fallback)
{
    const json *value = member(object, key);
    if (!value)
        return fallback;
    Scope scope(*this, QString::fromLatin1(key));
    if (value->is_number_unsigned())
        return value->get<std::uint64_t>();
    if (value->is_number_integer()) {
        fail(tr("expected a non-negative integer, found %1").arg(value->get<std::int64_t>()));
        return fallback;
    }
    if (value->is_number_float() &&
        integralFloatProblem(*value, QStringLiteral("0"), QString::number(UINT64_MAX)))
        return fallback;
    fail(tr("expected a non-negative integer, found %1").arg(typeName(*value)));
    return fallback;
}

double JsonReader::number(const json &object, const char *key, double fallback, double min,
                          double max)
{
    const json *value = member(object, key);
    if (!value)
        return fallback;
    Scope scope(*this, QString::fromLatin1(key));
    if (!value->is_number()) {
        fail(tr("expected a number, found %1").arg(typeName(*value)));
        return fallback;
    }
    const double result = value->get<double>();
    if (!std::isfinite(result) || result < min || result > max) {
        fail(tr("%1 is out of range (%2 .. %3)").arg(result).arg(min).arg(max));
        return fallback;
    }
    return result;
}

bool JsonReader::boolean(const json &object, const char *key, bool fallback)
{
    const json *value = member(object, key);
    if (!value)
        return fallback;
    Scope scope(*this, QString::fromLatin1(key));
    if (!value->is_boolean()) {
        fail(tr("expected true or false, found %1").arg(typeName(*value)));
        return fallback;
    }
    return value->get<bool>();
}

QStringList JsonReader::stringList(const json &object, const char *key)
{
    QStringList out;
    const json *value = member(object, key);
    if (!value)
        return out;
    Scope scope(*this, QString::fromLatin1(key));
    if (!expectArray(*value, 1000))
        return out;
    for (std::size_t i = 0; i < value->size(); ++i) {
        const json &item = (*value)[i];
        if (!item.is_string()) {
            failAt(QString::number(i), tr("expected a string, found %1").arg(typeName(item)));
            return {};
        }
        const std::string &utf8 = item.get_ref<const std::string &>();
        if (qsizetype(utf8.size()) > kMaxNameLength || utf8.find('\0') != std::string::npos) {
            failAt(QString::number(i), tr("not a valid name (too long or contains NUL)"));
            return {};
        }
        out.append(QString::fromStdString(utf8));
    }
    return out;
}
