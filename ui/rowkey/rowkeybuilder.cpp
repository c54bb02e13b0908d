#include "ui/rowkey/rowkeybuilder.h"

#include "model/edits/projectedits.h"
#include "model/hbase/bytes.h"
#include "model/rowkey/rowkeynotation.h"
#include "model/schema/objectpath.h"
#include "ui/document/document.h"
#include "ui/preview/previewservice.h"
#include "ui/rowkey/byteruler.h"
#include "ui/rowkey/chipstrip.h"
#include "ui/rowkey/notationedit.h"
#include "ui/window/escapereverts.h"
#include "ui/window/saferebuild.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

RowKeyBuilder::RowKeyBuilder(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_chips(new ChipStrip)
    , m_addValue(new QPushButton)
    , m_addSeparator(new QPushButton)
    , m_remove(new QPushButton)
    , m_editor(new QStackedWidget)
    , m_expressionLabel(new QLabel)
    , m_expression(new QLineEdit)
    , m_formatLabel(new QLabel)
    , m_format(new QComboBox)
    , m_width(new QSpinBox)
    , m_flip(new QCheckBox)
    , m_descending(new QCheckBox)
    , m_literalLabel(new QLabel)
    , m_literal(new QLineEdit)
    , m_notationLabel(new QLabel)
    , m_notation(new NotationEdit)
    , m_message(new QLabel)
    , m_rulerLabel(new QLabel)
    , m_ruler(new ByteRuler)
{
    m_chips->setObjectName(QStringLiteral("keyChips"));
    m_notation->setObjectName(QStringLiteral("keyNotation"));
    m_expression->setObjectName(QStringLiteral("segmentExpression"));
    m_format->setObjectName(QStringLiteral("segmentFormat"));
    m_width->setObjectName(QStringLiteral("segmentWidth"));
    m_flip->setObjectName(QStringLiteral("segmentFlip"));
    m_descending->setObjectName(QStringLiteral("segmentDescending"));
    m_literal->setObjectName(QStringLiteral("segmentLiteral"));
    // Esc gives the segment's expression or text back as the key holds it; the typing not yet
    // taken is dropped.
    auto *escape = new EscapeReverts(
        [this](QWidget *) {
            m_expressionPause->stop();
            showSegment(m_chips->selected());
        },
        this);
    escape->watch(m_expression);
    escape->watch(m_literal);
    m_ruler->setObjectName(QStringLiteral("byteRuler"));
    m_message->setObjectName(QStringLiteral("keyMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_width->setRange(0, 1024);
    m_width->setKeyboardTracking(false);
    for (const auto &[format, name] : kSegmentFormatNames.entries) {
        const QString text = format == SegmentFormat::Auto       ? QStringLiteral("auto")
                             : format == SegmentFormat::FixedStr ? QStringLiteral("str(N)")
                                                                 : QString::fromLatin1(name);
        m_format->addItem(text, int(format));
    }

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addValue);
    buttons->addWidget(m_addSeparator);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);

    auto *valuePage = new QWidget;
    auto *valueForm = new QFormLayout(valuePage);
    valueForm->setContentsMargins(0, 0, 0, 0);
    auto *formatRow = new QHBoxLayout;
    formatRow->addWidget(m_format);
    formatRow->addWidget(m_width);
    formatRow->addWidget(m_flip);
    formatRow->addWidget(m_descending);
    formatRow->addStretch(1);
    valueForm->addRow(m_expressionLabel, m_expression);
    valueForm->addRow(m_formatLabel, formatRow);
    auto *literalPage = new QWidget;
    auto *literalForm = new QFormLayout(literalPage);
    literalForm->setContentsMargins(0, 0, 0, 0);
    literalForm->addRow(m_literalLabel, m_literal);
    m_editor->addWidget(valuePage);
    m_editor->addWidget(literalPage);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_chips);
    layout->addLayout(buttons);
    layout->addWidget(m_editor);
    layout->addWidget(m_notationLabel);
    layout->addWidget(m_notation);
    layout->addWidget(m_message);
    layout->addWidget(m_rulerLabel);
    layout->addWidget(m_ruler);
    layout->addStretch(1);
    retranslate();

    connect(m_chips, &ChipStrip::selectedChanged, this, &RowKeyBuilder::showSegment);
    connect(m_chips, &ChipStrip::moveRequested, this, &RowKeyBuilder::moveSegment);
    connect(m_chips, &ChipStrip::removeRequested, this, &RowKeyBuilder::removeSegment);
    connect(m_addValue, &QPushButton::clicked, this, &RowKeyBuilder::addValue);
    connect(m_addSeparator, &QPushButton::clicked, this, &RowKeyBuilder::addSeparator);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeSegment(m_chips->selected()); });
    m_notationPause = new QTimer(this);
    m_expressionPause = new QTimer(this);
    for (QTimer *pause : {m_notationPause, m_expressionPause}) {
        pause->setSingleShot(true);
        pause->setInterval(kTypingPauseMs);
    }
    connect(m_notationPause, &QTimer::timeout, this, &RowKeyBuilder::applyTypedNotation);
    connect(m_expressionPause, &QTimer::timeout, this, [this] {
        m_mergeKey = m_table + QStringLiteral("#rowkey|expression");
        applySegmentEditor();
        m_mergeKey.clear();
    });
    connect(m_expression, &QLineEdit::textEdited, m_expressionPause, qOverload<>(&QTimer::start));
    connect(m_expression, &QLineEdit::editingFinished, m_expressionPause, &QTimer::stop);
    connect(m_expression, &QLineEdit::editingFinished, this, &RowKeyBuilder::applySegmentEditor);
    connect(m_literal, &QLineEdit::editingFinished, this, &RowKeyBuilder::applySegmentEditor);
    connect(m_format, &QComboBox::activated, this, &RowKeyBuilder::applySegmentEditor);
    connect(m_width, &QSpinBox::valueChanged, this, &RowKeyBuilder::applySegmentEditor);
    connect(m_flip, &QCheckBox::clicked, this, &RowKeyBuilder::applySegmentEditor);
    connect(m_descending, &QCheckBox::clicked, this, &RowKeyBuilder::applySegmentEditor);
    connect(m_notation, &QLineEdit::textEdited, this, &RowKeyBuilder::checkTyping);
    connect(m_notation, &QLineEdit::returnPressed, this,
            [this] { commitNotation(m_notation->text()); });
    connect(document, &Document::changed, this, &RowKeyBuilder::sync);
    connect(document, &Document::selectionChanged, this, &RowKeyBuilder::sync);
    sync();
}

void RowKeyBuilder::retranslate()
{
    m_addValue->setText(tr("&Add Value"));
    m_addValue->setToolTip(tr("Add a value segment [field] at the end of the key"));
    m_addSeparator->setText(tr("Add Separator"));
    m_addSeparator->setToolTip(tr("Add a literal separator '_' at the end of the key"));
    m_remove->setText(tr("Re&move"));
    m_remove->setToolTip(tr("Remove the selected segment"));
    m_expressionLabel->setText(tr("Express&ion:"));
    m_expressionLabel->setBuddy(m_expression);
    m_expression->setToolTip(tr("A field name or an expression: md5(a '_' b), rev(ts), salt(8), "
                                "x % 16, uid(id, 3)"));
    m_formatLabel->setText(tr("Format:"));
    m_formatLabel->setBuddy(m_format);
    m_format->setToolTip(tr("How the value becomes bytes: text (str), fixed-width text, "
                            "zero-padded decimal (dec), hex digits, raw bytes, or a big-endian "
                            "long, int, short or byte"));
    m_width->setToolTip(tr("Width in characters or bytes for str(N), dec(N), hex(N), bytes(N); 0 "
                           "for none"));
    m_flip->setText(tr("flip"));
    m_flip->setToolTip(tr("Flip the sign bit so negative numbers sort before positive ones"));
    m_descending->setText(tr("desc"));
    m_descending->setToolTip(tr("Invert every byte so larger values sort first"));
    m_literalLabel->setText(tr("&Bytes:"));
    m_literalLabel->setBuddy(m_literal);
    m_literal->setToolTip(tr("The separator's bytes in toStringBinary form, such as _ or \\x00"));
    m_notationLabel->setText(tr("Row-key &notation:"));
    m_notationLabel->setBuddy(m_notation);
    m_notation->setToolTip(tr("The whole key as text, e.g. [md5(user):hex(8)] '_' [user] '_' "
                              "[ts:long:desc]; see Help > Row-Key Notation"));
    m_rulerLabel->setText(tr("First sample key, byte by byte:"));
}

void RowKeyBuilder::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString RowKeyBuilder::message() const
{
    return m_message->text();
}

void RowKeyBuilder::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

void RowKeyBuilder::sync()
{
    const ObjectPath path = ObjectPath::parse(m_document->selection());
    const bool inTable = path.kind != ObjectPath::Kind::Project &&
                         path.kind != ObjectPath::Kind::Namespace &&
                         m_document->project().findTable(path.tableFullName());
    const QString table = inTable ? path.tableFullName() : QString();
    const QString shownTable = m_table;
    if (table != m_table) {
        m_ruler->clear();
        m_notationPause->stop(); // what was typed for the last table is not applied to this one
        m_expressionPause->stop();
    }
    m_table = table;
    setEnabled(inTable);
    const RowKey key = inTable ? m_document->project().findTable(m_table)->rowKey : RowKey{};
    const int selected = m_chips->selected();
    m_chips->setSegments(key.segments);
    m_chips->setSelected(std::min<int>(selected, int(key.segments.size()) - 1));
    showSegment(m_chips->selected());
    if (!m_notation->hasFocus() || m_notation->text().isEmpty()) {
        if (table != shownTable) {
            m_notation->setText(key.toNotation());
            m_notation->setCursorPosition(0); // another key: its start is what matters most
        } else {
            m_notation->showKeepingCursor(key.toNotation());
        }
        m_notation->setErrorColumn(0);
    }
    showMessage(inTable ? QString() : tr("Select a table to design its row key."));
}

void RowKeyBuilder::showSegment(int index)
{
    const QList<KeySegment> segments =
        m_table.isEmpty() ? QList<KeySegment>{}
                          : m_document->project().findTable(m_table)->rowKey.segments;
    SafeRebuild::enable(m_remove, index >= 0 && index < segments.size(), m_chips);
    // The editor shows only while a segment is selected, so it takes no room otherwise.
    m_editor->setVisible(index >= 0 && index < segments.size());
    if (index < 0 || index >= segments.size())
        return;
    const KeySegment &s = segments[index];
    const QSignalBlocker b1(m_expression), b2(m_format), b3(m_width), b4(m_flip), b5(m_descending),
        b6(m_literal);
    if (s.kind == KeySegment::Kind::Literal) {
        m_editor->setCurrentIndex(1);
        m_literal->setText(Bytes::toStringBinary(s.literal));
        return;
    }
    m_editor->setCurrentIndex(0);
    if (m_expression->text().trimmed() != s.expression) // typing applied: keep the cursor
        m_expression->setText(s.expression);
    m_format->setCurrentIndex(m_format->findData(int(s.format)));
    m_width->setValue(s.width);
    m_width->setEnabled(formatTakesWidth(s.format));
    m_flip->setChecked(s.flip);
    m_descending->setChecked(s.descending);
}

void RowKeyBuilder::applySegmentEditor()
{
    const int index = m_chips->selected();
    if (m_table.isEmpty() || index < 0)
        return;
    KeySegment s = m_document->project().findTable(m_table)->rowKey.segments.value(index);
    if (s.kind == KeySegment::Kind::Literal) {
        const Bytes::ParseResult parsed = Bytes::parseStringBinary(m_literal->text());
        if (!parsed.ok() || parsed.bytes.isEmpty()) {
            showMessage(parsed.ok() ? tr("a separator needs at least one byte")
                                    : tr("column %1: %2").arg(parsed.column + 1).arg(parsed.error));
            return;
        }
        s.literal = parsed.bytes;
    } else {
        s.expression = m_expression->text().trimmed();
        s.format = SegmentFormat(m_format->currentData().toInt());
        s.width = formatTakesWidth(s.format) ? m_width->value() : 0;
        if (s.format == SegmentFormat::FixedStr && s.width == 0)
            s.width = 8; // str(N) needs its N
        s.flip = m_flip->isChecked();
        s.descending = m_descending->isChecked();
    }
    replaceSegment(index, s);
}

void RowKeyBuilder::checkTyping(const QString &text)
{
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(text);
    m_notation->setErrorColumn(parsed.ok() ? 0 : std::max(parsed.column, 1));
    if (parsed.ok()) {
        m_chips->setSegments(parsed.key.segments); // the chips follow the typing
        showMessage({});
        m_notationPause->start();
    } else {
        showMessage(tr("column %1: %2").arg(parsed.column).arg(parsed.error));
        m_notationPause->stop();
        // The chips show the key in force, not the last one that parsed while typing (a trial
        // saw an unapplied md5 prefix in the chips over the old key's bytes).
        if (const Table *table = m_document->project().findTable(m_table))
            m_chips->setSegments(table->rowKey.segments);
    }
}

void RowKeyBuilder::applyTypedNotation()
{
    if (m_table.isEmpty())
        return;
    // The field keeps what is being typed; one stretch of typing is one undo step.
    const QString text = m_notation->text();
    QString error;
    m_document->edit(
        tr("Change Row Key"),
        [&](Project *p, QString *e) { return ProjectEdits::setRowKey(p, m_table, text, e); },
        &error, m_table + QStringLiteral("#rowkey|notation"));
    showMessage(error);
}

bool RowKeyBuilder::commitNotation(const QString &text)
{
    m_notationPause->stop();
    if (m_table.isEmpty())
        return false;
    QString error;
    const bool done = m_document->edit(
        tr("Change Row Key"),
        [&](Project *p, QString *e) { return ProjectEdits::setRowKey(p, m_table, text, e); },
        &error);
    if (!error.isEmpty()) {
        const RowKeyNotation::Result parsed = RowKeyNotation::parse(text);
        m_notation->setErrorColumn(parsed.ok() ? 0 : std::max(parsed.column, 1));
        showMessage(error);
        return false;
    }
    // The key as the model writes it, the cursor where it was: Enter is not a reason to move.
    m_notation->showKeepingCursor(m_document->project().findTable(m_table)->rowKey.toNotation());
    m_notation->setErrorColumn(0);
    return done;
}

bool RowKeyBuilder::commitKey(const RowKey &key, const QString &undoText)
{
    if (m_table.isEmpty())
        return false;
    QString error;
    const QString notation = key.toNotation();
    const bool done = m_document->edit(
        undoText,
        [&](Project *p, QString *e) { return ProjectEdits::setRowKey(p, m_table, notation, e); },
        &error, m_mergeKey);
    showMessage(error);
    return done;
}

bool RowKeyBuilder::moveSegment(int from, int to)
{
    if (m_table.isEmpty())
        return false;
    RowKey key = m_document->project().findTable(m_table)->rowKey;
    if (from < 0 || from >= key.segments.size() || to < 0 || to >= key.segments.size() ||
        from == to)
        return false;
    key.segments.move(from, to);
    if (!commitKey(key, tr("Move Key Segment")))
        return false;
    m_chips->setSelected(to);
    return true;
}

bool RowKeyBuilder::removeSegment(int index)
{
    if (m_table.isEmpty())
        return false;
    RowKey key = m_document->project().findTable(m_table)->rowKey;
    if (index < 0 || index >= key.segments.size())
        return false;
    key.segments.removeAt(index);
    return commitKey(key, tr("Remove Key Segment"));
}

bool RowKeyBuilder::addValue()
{
    if (m_table.isEmpty())
        return false;
    const Table *table = m_document->project().findTable(m_table);
    RowKey key = table->rowKey;
    key.segments.append(ProjectEdits::nextKeySegment(*table));
    if (!commitKey(key, tr("Add Key Segment")))
        return false;
    m_chips->setSelected(int(key.segments.size()) - 1);
    return true;
}

bool RowKeyBuilder::addSeparator()
{
    if (m_table.isEmpty())
        return false;
    RowKey key = m_document->project().findTable(m_table)->rowKey;
    key.segments.append(KeySegment::separator(QByteArrayLiteral("_")));
    if (!commitKey(key, tr("Add Key Separator")))
        return false;
    m_chips->setSelected(int(key.segments.size()) - 1);
    return true;
}

bool RowKeyBuilder::replaceSegment(int index, const KeySegment &segment)
{
    if (m_table.isEmpty())
        return false;
    RowKey key = m_document->project().findTable(m_table)->rowKey;
    if (index < 0 || index >= key.segments.size() || key.segments[index] == segment)
        return false;
    key.segments[index] = segment;
    return commitKey(key, tr("Change Key Segment"));
}

void RowKeyBuilder::showSnapshot(const PreviewSnapshot &snapshot)
{
    const Table *table = m_document->project().findTable(m_table);
    if (!table || snapshot.table != m_table || !snapshot.analysis ||
        !snapshot.analysis->available || snapshot.analysis->preview.keys.isEmpty()) {
        m_ruler->clear();
        return;
    }
    const TableAnalysis &a = *snapshot.analysis;
    const QByteArray key = a.preview.keys.key(0).toByteArray(); // the first row to arrive
    QList<int> segmentOfByte;
    QStringList labels;
    QList<bool> literal;
    const QList<KeySegment> &segments = table->rowKey.segments;
    const QList<qsizetype> lengths = a.segmentLengths(table->rowKey, 0);
    for (int s = 0; s < segments.size(); ++s) {
        const KeySegment &segment = segments[s];
        labels.append(segment.toNotation());
        literal.append(segment.kind == KeySegment::Kind::Literal);
        for (qsizetype i = 0; i < lengths[s]; ++i)
            segmentOfByte.append(s);
    }
    if (segmentOfByte.size() != key.size())
        segmentOfByte = QList<int>(key.size(), -1); // cannot tell; show the bytes uncoloured
    m_ruler->setKey(key, segmentOfByte, labels, literal);
}
