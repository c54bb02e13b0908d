// Sample-data settings, diagram positions and suppressions of a project file.
#include "model/io/projectreaderimpl.h"

namespace ProjectReading {

void ProjectReader::readSample(const json &v, SampleSettings &out)
{
    if (!m_in.expectObject(v, {"rows", "seed", "csvFile", "csvColumns", "generators"}))
        return;
    out.rows = m_in.integer(v, "rows", out.rows, 0, SampleSettings::kMaxRows);
    out.seed = m_in.unsignedInteger(v, "seed", out.seed);
    out.csvFile = m_in.string(v, "csvFile", {}, false, JsonReader::kMaxNameLength);
    readCsvColumns(v, out);
    readList(v, "generators", out.generators, &ProjectReader::readGenerator, 1000);
}

// "csvColumns": {"field": "column", ...}: each key a field, each value the CSV column it reads.
void ProjectReader::readCsvColumns(const json &v, SampleSettings &out)
{
    const json *columns = m_in.member(v, "csvColumns");
    if (!columns || m_in.failed())
        return;
    Scope s(m_in, QStringLiteral("csvColumns"));
    if (!expectMap(*columns, 1000))
        return;
    for (auto it = columns->begin(); it != columns->end() && !m_in.failed(); ++it) {
        const QString field = QString::fromStdString(it.key());
        out.csvColumns.append(
            {field, m_in.string(*columns, it.key().c_str(), {}, true, JsonReader::kMaxNameLength)});
    }
}

void ProjectReader::readGenerator(const json &v, FieldGenerator &out)
{
    if (!v.is_object()) {
        m_in.fail(tr("expected an object, found %1").arg(JsonReader::typeName(v)));
        return;
    }
    out.kind = m_in.enumeration(v, "kind", kGeneratorKindNames, out.kind);
    if (!m_in.failed() && !v.contains("kind"))
        m_in.failAt(QStringLiteral("kind"), tr("required field is missing"));
    switch (out.kind) {
    case GeneratorKind::Sequence:
        m_in.expectObject(v, {"field", "kind", "guessed", "start", "step"});
        break;
    case GeneratorKind::Timestamp:
        m_in.expectObject(v,
                          {"field", "kind", "guessed", "start", "ratePerSecond", "jitterMillis"});
        break;
    case GeneratorKind::UniformInt:
        m_in.expectObject(v, {"field", "kind", "guessed", "min", "max"});
        break;
    case GeneratorKind::Enumeration:
        m_in.expectObject(v, {"field", "kind", "guessed", "values"});
        break;
    case GeneratorKind::Zipf:
        m_in.expectObject(v, {"field", "kind", "guessed", "cardinality", "exponent"});
        break;
    case GeneratorKind::RandomString:
        m_in.expectObject(v, {"field", "kind", "guessed", "alphabet", "minLength", "maxLength"});
        break;
    case GeneratorKind::Phone:
        m_in.expectObject(v, {"field", "kind", "guessed", "prefix"});
        break;
    case GeneratorKind::Uuid:
        m_in.expectObject(v, {"field", "kind", "guessed"});
        break;
    case GeneratorKind::HostName:
        m_in.expectObject(v, {"field", "kind", "guessed", "prefix", "cardinality"});
        break;
    case GeneratorKind::RoundRobin:
        m_in.expectObject(v, {"field", "kind", "guessed", "start", "step", "cardinality"});
        break;
    case GeneratorKind::Periodic:
        m_in.expectObject(
            v, {"field", "kind", "guessed", "start", "step", "cardinality", "jitter", "dropout"});
        break;
    }
    out.guessed = m_in.boolean(v, "guessed", false);
    out.field = m_in.name(v, "field");
    const qint64 big = qint64(1) << 53; // exact in a double and far beyond any sample
    out.start = m_in.integer(v, "start", out.start, -big, big);
    out.step = m_in.integer(v, "step", out.step, -big, big);
    out.ratePerSecond = m_in.number(v, "ratePerSecond", out.ratePerSecond, 1e-9, 1e9);
    out.jitterMillis = m_in.integer(v, "jitterMillis", out.jitterMillis, 0, big);
    out.min = m_in.integer(v, "min", out.min, -big, big);
    out.max = m_in.integer(v, "max", out.max, -big, big);
    if (!m_in.failed() && out.min > out.max)
        m_in.failAt(QStringLiteral("max"),
                    tr("max (%1) is below min (%2)").arg(out.max).arg(out.min));
    out.cardinality = m_in.integer(v, "cardinality", out.cardinality, 1, big);
    out.exponent = m_in.number(v, "exponent", out.exponent, 0.0, 100.0);
    out.jitter = m_in.number(v, "jitter", out.jitter, 0.0, 0.5);
    out.dropout = m_in.number(v, "dropout", out.dropout, 0.0, 0.99);
    out.alphabet = m_in.string(v, "alphabet", out.alphabet, false, 4096);
    if (!m_in.failed() && out.alphabet.isEmpty())
        m_in.failAt(QStringLiteral("alphabet"), tr("must not be empty"));
    out.minLength = int(m_in.integer(v, "minLength", out.minLength, 0, 32767));
    out.maxLength = int(m_in.integer(v, "maxLength", out.maxLength, 0, 32767));
    if (!m_in.failed() && out.minLength > out.maxLength)
        m_in.failAt(
            QStringLiteral("maxLength"),
            tr("maxLength (%1) is below minLength (%2)").arg(out.maxLength).arg(out.minLength));
    out.prefix = m_in.string(v, "prefix", {}, false, 256);
    if (const json *values = m_in.member(v, "values")) {
        Scope s(m_in, QStringLiteral("values"));
        if (!m_in.expectArray(*values, 100000))
            return;
        for (std::size_t i = 0; i < values->size() && !m_in.failed(); ++i) {
            Scope item(m_in, qsizetype(i));
            const json &w = (*values)[i];
            if (!m_in.expectObject(w, {"value", "weight"}))
                return;
            WeightedValue value;
            value.value = m_in.string(w, "value", {}, true, JsonReader::kMaxNameLength);
            value.weight = m_in.number(w, "weight", 1.0, 0.0, 1e12);
            out.values.append(value);
        }
    }
    if (!m_in.failed() && out.kind == GeneratorKind::Enumeration && out.values.isEmpty())
        m_in.failAt(QStringLiteral("values"), tr("an enumeration needs at least one value"));
}

void ProjectReader::readPosition(const json &v, DiagramPosition &out)
{
    if (!m_in.expectObject(v, {"x", "y"}))
        return;
    out.x = int(m_in.integer(v, "x", 0, -1000000, 1000000));
    out.y = int(m_in.integer(v, "y", 0, -1000000, 1000000));
}

void ProjectReader::readSuppression(const json &v, Suppression &out)
{
    if (!m_in.expectObject(v, {"rule", "object", "reason"}))
        return;
    out.ruleId = m_in.string(v, "rule", {}, true, JsonReader::kMaxNameLength);
    out.objectPath = m_in.string(v, "object", {}, true, JsonReader::kMaxNameLength);
    out.reason = m_in.string(v, "reason");
    if (!m_in.failed() && out.reason.trimmed().isEmpty())
        m_in.failAt(QStringLiteral("reason"),
                    tr("say why the finding is accepted, so the next reader knows"));
}

} // namespace ProjectReading
