#include "ui/inputs/generatorform.h"

#include "model/schema/units.h"
#include "ui/inputs/generatormodel.h"
#include "ui/window/escapereverts.h"
#include "ui/window/saferebuild.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTimeEdit>
#include <QEvent>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>

#include <cmath>

namespace {

enum class Type { Int64, Int, Double, Share, Rate, Millis, Text, Values };

// One setting of a generator kind: how it is shown and which member it edits.
struct Param
{
    Type type;
    const char *label;
    const char *tip;
    qint64 FieldGenerator::*i64 = nullptr;
    int FieldGenerator::*i32 = nullptr;
    double FieldGenerator::*dbl = nullptr;
    QString FieldGenerator::*str = nullptr;
};

QList<Param> paramsOf(GeneratorKind kind)
{
    using G = FieldGenerator;
    const Param start{Type::Int64, QT_TRANSLATE_NOOP("GeneratorForm", "Start:"),
                      QT_TRANSLATE_NOOP("GeneratorForm", "The first value"), &G::start};
    const Param step{Type::Int64, QT_TRANSLATE_NOOP("GeneratorForm", "Step:"),
                     QT_TRANSLATE_NOOP("GeneratorForm", "Added for each row"), &G::step};
    const Param cardinality{
        Type::Int64, QT_TRANSLATE_NOOP("GeneratorForm", "Distinct values:"),
        QT_TRANSLATE_NOOP("GeneratorForm", "How many different values there are"), &G::cardinality};
    const Param prefix{Type::Text,
                       QT_TRANSLATE_NOOP("GeneratorForm", "Prefix:"),
                       QT_TRANSLATE_NOOP("GeneratorForm", "Written before each value"),
                       nullptr,
                       nullptr,
                       nullptr,
                       &G::prefix};
    switch (kind) {
    case GeneratorKind::Sequence:
        return {start, step};
    case GeneratorKind::RoundRobin:
        return {start, step, cardinality};
    case GeneratorKind::Periodic:
        return {
            {Type::Int64, QT_TRANSLATE_NOOP("GeneratorForm", "Ids:"),
             QT_TRANSLATE_NOOP("GeneratorForm",
                               "How many devices or users report: each once a period, at its "
                               "own phase; the period is this many rows"),
             &G::cardinality},
            start,
            step,
            {Type::Share, QT_TRANSLATE_NOOP("GeneratorForm", "Jitter:"),
             QT_TRANSLATE_NOOP("GeneratorForm",
                               "How far a report may move from its phase, as a share of the "
                               "period: 0% to 50%"),
             nullptr, nullptr, &G::jitter},
            {Type::Share, QT_TRANSLATE_NOOP("GeneratorForm", "Missed reports:"),
             QT_TRANSLATE_NOOP("GeneratorForm", "The share of reports that never come: 0% to 99%"),
             nullptr, nullptr, &G::dropout}};
    case GeneratorKind::Timestamp:
        return {{Type::Millis, QT_TRANSLATE_NOOP("GeneratorForm", "First row at (UTC):"),
                 QT_TRANSLATE_NOOP("GeneratorForm", "The time of the first row"), &G::start},
                {Type::Rate, QT_TRANSLATE_NOOP("GeneratorForm", "Rate:"),
                 QT_TRANSLATE_NOOP("GeneratorForm", "How many rows arrive: 20,000 / s, 500 / min "
                                                    "or 1.7e9 / d; a plain number is rows a "
                                                    "second"),
                 nullptr, nullptr, &G::ratePerSecond},
                {Type::Int64, QT_TRANSLATE_NOOP("GeneratorForm", "Jitter (ms):"),
                 QT_TRANSLATE_NOOP(
                     "GeneratorForm",
                     "Each timestamp moves up to this many milliseconds either way, as late "
                     "events do; 0 keeps arrival order"),
                 &G::jitterMillis}};
    case GeneratorKind::UniformInt:
        return {{Type::Int64, QT_TRANSLATE_NOOP("GeneratorForm", "Smallest:"),
                 QT_TRANSLATE_NOOP("GeneratorForm", "The smallest value"), &G::min},
                {Type::Int64, QT_TRANSLATE_NOOP("GeneratorForm", "Largest:"),
                 QT_TRANSLATE_NOOP("GeneratorForm", "The largest value"), &G::max}};
    case GeneratorKind::Enumeration:
        return {
            {Type::Values, QT_TRANSLATE_NOOP("GeneratorForm", "Values:"),
             QT_TRANSLATE_NOOP("GeneratorForm",
                               "Each value with its weight: ok: 90, failed: 10 (a value without a "
                               "weight weighs 1)")}};
    case GeneratorKind::Zipf:
        return {cardinality,
                {Type::Double, QT_TRANSLATE_NOOP("GeneratorForm", "Skew (exponent):"),
                 QT_TRANSLATE_NOOP("GeneratorForm",
                                   "0 is even; 1 and above make a few ids take most rows"),
                 nullptr, nullptr, &G::exponent}};
    case GeneratorKind::RandomString:
        return {
            {Type::Text, QT_TRANSLATE_NOOP("GeneratorForm", "Characters:"),
             QT_TRANSLATE_NOOP("GeneratorForm", "The characters to draw from"), nullptr, nullptr,
             nullptr, &G::alphabet},
            {Type::Int, QT_TRANSLATE_NOOP("GeneratorForm", "Shortest:"),
             QT_TRANSLATE_NOOP("GeneratorForm", "The fewest characters"), nullptr, &G::minLength},
            {Type::Int, QT_TRANSLATE_NOOP("GeneratorForm", "Longest:"),
             QT_TRANSLATE_NOOP("GeneratorForm", "The most characters"), nullptr, &G::maxLength}};
    case GeneratorKind::Phone:
        return {prefix};
    case GeneratorKind::Uuid:
        return {};
    case GeneratorKind::HostName:
        return {prefix, cardinality};
    }
    return {};
}

QString valuesText(const QList<WeightedValue> &values)
{
    QStringList parts;
    for (const WeightedValue &v : values)
        parts.append(
            QStringLiteral("%1: %2").arg(v.value, QLocale::c().toString(v.weight, 'g', 12)));
    return parts.join(QStringLiteral(", "));
}

bool parseValues(const QString &text, QList<WeightedValue> *values)
{
    values->clear();
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        WeightedValue v;
        const qsizetype colon = part.lastIndexOf(u':');
        v.value = (colon < 0 ? part : part.left(colon)).trimmed();
        if (colon >= 0) {
            bool ok = false;
            v.weight = part.mid(colon + 1).trimmed().toDouble(&ok);
            if (!ok)
                return false;
        }
        if (!v.value.isEmpty())
            values->append(v);
    }
    return true;
}

bool parseInteger(QString text, qint64 *value)
{
    text.remove(u',').remove(u' ').remove(QLocale().groupSeparator());
    bool ok = false;
    *value = text.toLongLong(&ok);
    return ok;
}

// Reads `text` into the member of `g` that `param` edits; the reason, translated, when it cannot.
QString readSetting(const Param &param, const QString &text, FieldGenerator *g)
{
    const auto tr = [](const char *source) {
        return QCoreApplication::translate("GeneratorForm", source);
    };
    bool ok = true;
    qint64 integer = 0;
    switch (param.type) {
    case Type::Int64:
        ok = parseInteger(text, &integer);
        g->*(param.i64) = integer;
        break;
    case Type::Int:
        ok = parseInteger(text, &integer) && integer >= 0 && integer <= 32767;
        g->*(param.i32) = int(integer);
        break;
    case Type::Double:
        g->*(param.dbl) = text.trimmed().toDouble(&ok);
        break;
    case Type::Share: {
        const Units::ParsedShare share = Units::parseShare(text);
        if (!share.ok())
            return tr(param.label) + u' ' + share.error;
        g->*(param.dbl) = share.share;
        break;
    }
    case Type::Rate: {
        const Units::ParsedRate rate = Units::parseRate(text);
        if (!rate.ok())
            return tr(param.label) + u' ' + rate.error;
        g->*(param.dbl) = rate.perSecond;
        break;
    }
    case Type::Text:
        g->*(param.str) = text;
        break;
    case Type::Values:
        ok = parseValues(text, &g->values);
        break;
    case Type::Millis:
        break;
    }
    return ok ? QString()
              : tr(param.label) + u' ' +
                    QCoreApplication::translate("GeneratorForm", "\"%1\" is not a number")
                        .arg(text);
}

// A date field that Tab leaves whole, as every other field does, rather than walking its seven
// parts; the arrows and typing still reach each part.
class DateField : public QDateTimeEdit
{
protected:
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            const auto *key = static_cast<QKeyEvent *>(event);
            if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) &&
                !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
                return QWidget::focusNextPrevChild(key->key() == Qt::Key_Tab &&
                                                   !(key->modifiers() & Qt::ShiftModifier));
        }
        return QDateTimeEdit::event(event);
    }
};

} // namespace

GeneratorForm::GeneratorForm(QWidget *parent)
    : QWidget(parent)
    , m_fieldLabel(new QLabel)
    , m_field(new QLineEdit)
    , m_kindLabel(new QLabel)
    , m_kind(new QComboBox)
    , m_settings(new QWidget)
    , m_settingsLayout(new QFormLayout(m_settings))
    , m_note(new QLabel)
{
    m_note->setObjectName(QStringLiteral("generatorNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    m_field->setObjectName(QStringLiteral("generatorField"));
    m_kind->setObjectName(QStringLiteral("generatorKind"));
    m_fieldLabel->setBuddy(m_field);
    m_kindLabel->setBuddy(m_kind);
    m_settingsLayout->setContentsMargins(0, 0, 0, 0);
    m_settingsLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // In a narrow column (a projector's 1280×720) a field goes under its label rather than
    // being cut: a timestamp's start shows whole, the kind's arrow in sight.
    for (QFormLayout *form : {layout, m_settingsLayout})
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    layout->addRow(m_fieldLabel, m_field);
    layout->addRow(m_kindLabel, m_kind);
    // The sample's span first, where a short panel (a projector's 1280×720) still shows it.
    layout->addRow(m_note);
    layout->addRow(m_settings);
    // Esc gives back what the project holds: the field's name, or the settings' values.
    m_escape = new EscapeReverts(
        [this](QWidget *editor) {
            if (editor == m_field)
                m_field->setText(m_generator.field);
            else
                showSettings();
        },
        this);
    m_escape->watch(m_field);
    connect(m_field, &QLineEdit::editingFinished, this, &GeneratorForm::applyField);
    connect(m_kind, &QComboBox::activated, this, &GeneratorForm::applyKind);
    retranslate();
    clear();
}

FieldGenerator GeneratorForm::defaultsFor(const QString &field, GeneratorKind kind)
{
    FieldGenerator g;
    g.field = field;
    g.kind = kind;
    switch (kind) {
    case GeneratorKind::RoundRobin:
    case GeneratorKind::Periodic:
    case GeneratorKind::UniformInt:
        g.start = 1;
        g.min = 1;
        g.max = 1000;
        break;
    case GeneratorKind::Timestamp:
        g.start = Q_INT64_C(1767225600000); // 2026-01-01T00:00:00Z
        g.ratePerSecond = 100;
        break;
    case GeneratorKind::Enumeration:
        g.values = {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 1}};
        break;
    default:
        break;
    }
    return g;
}

void GeneratorForm::setGenerator(const FieldGenerator &generator, const QString &note)
{
    m_generator = generator;
    setNote(note);
    setEnabled(true);
    const QSignalBlocker blocker(m_kind);
    m_field->setText(generator.field);
    m_kind->setCurrentIndex(m_kind->findData(int(generator.kind)));
    rebuildSettings();
}

void GeneratorForm::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void GeneratorForm::clear()
{
    setNote({});
    m_generator = FieldGenerator{};
    m_field->clear();
    {
        const QSignalBlocker blocker(m_kind);
        m_kind->setCurrentIndex(-1); // no kind shown for no field
    }
    setEnabled(false);
    rebuildSettings();
}

void GeneratorForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GeneratorForm::retranslate()
{
    m_fieldLabel->setText(tr("Field:"));
    m_field->setToolTip(tr("The sample field this generator makes"));
    m_kindLabel->setText(tr("Generator:"));
    const QSignalBlocker blocker(m_kind);
    m_kind->clear();
    for (const GeneratorKind kind :
         {GeneratorKind::Periodic, GeneratorKind::RoundRobin, GeneratorKind::UniformInt,
          GeneratorKind::Zipf, GeneratorKind::Sequence, GeneratorKind::Timestamp,
          GeneratorKind::Enumeration, GeneratorKind::RandomString, GeneratorKind::Phone,
          GeneratorKind::Uuid, GeneratorKind::HostName})
        m_kind->addItem(GeneratorModel::kindName(kind), int(kind));
    m_kind->setCurrentIndex(m_kind->findData(int(m_generator.kind)));
    rebuildSettings();
}

void GeneratorForm::rebuildSettings()
{
    // The rows stay while the kind does: only their values change, so that an edit made by
    // leaving a setting (Tab, a click elsewhere) never deletes the setting being left or the one
    // the focus is going to (docs/architecture.md#widgets-a-panel-replaces).
    const int kind = isEnabled() ? int(m_generator.kind) : -1;
    if (kind != m_rowsKind) {
        const FocusKeeper keeper(this);
        SafeRebuild::removeFormRows(m_settingsLayout);
        m_rowsKind = kind;
        if (kind >= 0)
            createSettings();
    }
    showSettings();
}

void GeneratorForm::createSettings()
{
    const QList<Param> params = paramsOf(m_generator.kind);
    QWidget *previous = m_kind;
    for (int row = 0; row < params.size(); ++row) {
        const Param param = params[row];
        auto *label = new QLabel;
        QWidget *editor = nullptr;
        if (param.type == Type::Millis) {
            auto *edit = new DateField;
            edit->setTimeSpec(Qt::UTC);
            edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
            connect(edit, &QDateTimeEdit::editingFinished, this, [this, edit, param] {
                FieldGenerator g = m_generator;
                g.*(param.i64) = edit->dateTime().toMSecsSinceEpoch();
                if (!(g == m_generator))
                    emit edited(m_generator.field, g);
            });
            editor = edit;
        } else {
            auto *edit = new QLineEdit;
            connect(edit, &QLineEdit::editingFinished, this, [this, edit, param] {
                FieldGenerator g = m_generator;
                if (const QString error = readSetting(param, edit->text(), &g); !error.isEmpty())
                    emit invalid(error);
                else if (!(g == m_generator))
                    emit edited(m_generator.field, g);
            });
            editor = edit;
        }
        editor->setObjectName(QStringLiteral("generatorSetting%1").arg(row));
        label->setBuddy(editor);
        m_escape->watch(editor);
        m_settingsLayout->addRow(label, editor);
        // New widgets join the end of the window's focus chain: Tab goes from the kind to the
        // first setting and on through the rest, Shift+Tab back the same way.
        setTabOrder(previous, editor);
        previous = editor;
    }
}

void GeneratorForm::showSettings()
{
    const QList<Param> params = m_rowsKind < 0 ? QList<Param>() : paramsOf(m_generator.kind);
    for (int row = 0; row < params.size() && row < m_settingsLayout->rowCount(); ++row) {
        const Param &param = params[row];
        auto *label =
            qobject_cast<QLabel *>(m_settingsLayout->itemAt(row, QFormLayout::LabelRole)->widget());
        QWidget *editor = m_settingsLayout->itemAt(row, QFormLayout::FieldRole)->widget();
        label->setText(tr(param.label));
        editor->setToolTip(tr(param.tip));
        if (auto *date = qobject_cast<QDateTimeEdit *>(editor)) {
            date->setDateTime(QDateTime::fromMSecsSinceEpoch(m_generator.*(param.i64), Qt::UTC));
            continue;
        }
        auto *edit = qobject_cast<QLineEdit *>(editor);
        const QLocale locale;
        switch (param.type) {
        case Type::Int64:
            edit->setText(locale.toString(m_generator.*(param.i64)));
            break;
        case Type::Int:
            edit->setText(locale.toString(m_generator.*(param.i32)));
            break;
        case Type::Double:
            edit->setText(QLocale::c().toString(m_generator.*(param.dbl), 'g', 12));
            break;
        case Type::Share:
            edit->setText(Units::formatShare(m_generator.*(param.dbl)));
            break;
        case Type::Rate:
            edit->setText(Units::formatRate(m_generator.*(param.dbl)));
            break;
        case Type::Text:
            edit->setText(m_generator.*(param.str));
            break;
        case Type::Values:
            edit->setText(valuesText(m_generator.values));
            break;
        case Type::Millis:
            break;
        }
    }
}

void GeneratorForm::applyKind()
{
    const auto kind = GeneratorKind(m_kind->currentData().toInt());
    if (kind == m_generator.kind)
        return;
    emit edited(m_generator.field, defaultsFor(m_generator.field, kind));
}

void GeneratorForm::applyField()
{
    const QString field = m_field->text().trimmed();
    if (field == m_generator.field)
        return;
    FieldGenerator g = m_generator;
    g.field = field;
    emit edited(m_generator.field, g);
}
